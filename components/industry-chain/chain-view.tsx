import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Tag } from '@/lib/contract/basic';
import type { Locale } from '@/lib/constants';
import { CHAIN_ENTITY_TYPES, type ChainEntityType, type ChainListData } from '@/lib/contract/catalogue';
import type { HotKeyword } from '@/lib/contract/common';
import type { ChainLevel } from '@/lib/data/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { ChainLevels } from './chain-levels';
import { ChainList } from './chain-list';
import { chainPath, localName } from './chain-path';
import { ChainResults, type ChainFilterOptions } from './chain-results';
import { ChainSearch, type ChainSearchCompany } from './chain-search';

export interface ChainViewProps {
  t: Translate;
  locale: Locale;
  entity: ChainEntityType;
  levels: ChainLevel[];
  next: Tag[];
  list: ChainListData;
  hints: { keywords: HotKeyword[]; companies: ChainSearchCompany[] };
  filters: ChainFilterOptions;
}

/** N01–N11: the entity switch, the search box (N09), the level rows, the filters (N05) and the list with paging. */
export function ChainView({ t, locale, entity, levels, next, list, hints, filters }: ChainViewProps) {
  const ids = levels.map((l) => l.tag.id);
  const level = levels.at(-1);
  return (
    <>
      <h1 className="visually-hidden">{[t('chain.title'), t(`chain.entity.${entity}`), level && localName(level.tag, locale)].filter(Boolean).join(' · ')}</h1>
      <TabLinks
        label={t('chain.title')}
        active={entity}
        items={CHAIN_ENTITY_TYPES.map((e) => ({ key: e, label: t(`chain.entity.${e}`), href: chainPath(e, []) }))}
      />
      <ChainSearch keywords={hints.keywords} companies={hints.companies} />
      <ChainLevels entity={entity} t={t} locale={locale} levels={levels} next={next} />
      <h2 className="visually-hidden">{t(`chain.entity.${entity}`)}</h2>
      <ChainResults entity={entity} tagIds={ids} options={filters}>
        <ChainList data={list} t={t} locale={locale} />
        <Pagination t={t} basePath={chainPath(entity, ids)} current={list.page.current} pages={list.page.pages} />
      </ChainResults>
    </>
  );
}
