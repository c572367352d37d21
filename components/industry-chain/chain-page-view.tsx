import { PageBody } from '@/components/layout/page-body';
import type { Locale } from '@/lib/constants';
import type { ChainEntityType } from '@/lib/contract/catalogue';
import type { getChainPage } from '@/lib/data/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { chainBreadcrumbs } from '@/lib/seo/chain-seo';
import { chainPath, localName } from './chain-path';
import { ChainView } from './chain-view';

type ChainPageData = NonNullable<Awaited<ReturnType<typeof getChainPage>>>;

/** The body of `/industry-chain` and `/industry-chain/{entity}/…`: breadcrumbs JSON-LD and the explorer. */
export function ChainPageView({ t, locale, entity, data }: { t: Translate; locale: Locale; entity: ChainEntityType; data: ChainPageData }) {
  const ids = data.levels.map((l) => l.tag.id);
  const jsonLd = chainBreadcrumbs(
    t,
    entity,
    data.levels.map((l, k) => ({ name: localName(l.tag, locale), path: chainPath(entity, ids.slice(0, k + 1)) })),
    chainPath(entity, []),
    href('/industry-chain'),
  );
  return (
    <PageBody>
      <ChainView t={t} locale={locale} entity={entity} levels={data.levels} next={data.next} list={data.list} hints={data.hints} filters={data.filters} jsonLd={jsonLd} />
    </PageBody>
  );
}
