import type { Locale } from '@/lib/constants';
import { localName as localTagName } from '@/lib/format/tag-label';
import type { ChainEntityType } from '@/lib/contract/catalogue';
import { href } from '@/lib/routing/routes';

/**
 * N11: `/industry-chain/{entity}/{first}/{second}/{third}` from the selected level ids (missing ones end the URL). The
 * products without a level are the explorer home, `/industry-chain` (issue 31 item 5: one page, one URL; the page at
 * `/industry-chain/product` names it as its canonical).
 */
export function chainPath(entity: ChainEntityType, ids: readonly number[]): string {
  const [first, second, third] = ids;
  if (entity === 'product' && first === undefined) return href('/industry-chain');
  return href('/industry-chain/:entityType/:first?/:second?/:third?', { entityType: entity, first, second, third });
}

/** A tag's (a chain level's, an industry tag's) name in the page's language: the English name where there is one. */
export function localName(tag: { name: string; enName: string | null | undefined }, locale: Locale): string {
  return localTagName(locale, tag.name, tag.enName);
}
