import type { Metadata } from 'next';
import type { ChainEntityType } from '@/lib/contract/catalogue';
import type { Translate } from '@/lib/i18n/translate';
import { absoluteUrl, joinTitle } from './templates';

/** T09: `{levels joined by '-'}_{产品|品牌|企业}_产业链_{site}` (no levels: `{产品…}_产业链_{site}`). */
export function chainTitle(t: Translate, entity: ChainEntityType, levelNames: string[]): string {
  return joinTitle([levelNames.join('-'), t(`chain.entity.${entity}`), t('chain.title'), t('site.name')]);
}

export function chainMetadata(t: Translate, entity: ChainEntityType, levelNames: string[], path: string): Metadata {
  const title = chainTitle(t, entity, levelNames);
  // the levels lead the description with the colon of the page's language
  const description = levelNames.length > 0 ? t('chain.descriptionOf', { levels: levelNames.join('-'), text: t('chain.description') }) : t('chain.description');
  return { title, description, alternates: { canonical: path }, openGraph: { type: 'website', title, description, url: absoluteUrl(path), siteName: t('site.name') } };
}
