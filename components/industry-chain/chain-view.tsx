import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Tag } from '@/lib/contract/basic';
import { CHAIN_ENTITY_TYPES, type CatalogueCompany, type ChainEntityType } from '@/lib/contract/catalogue';
import type { HotKeyword } from '@/lib/contract/common';
import type { ChainLevel } from '@/lib/data/catalogue';
import type { Translate } from '@/lib/i18n/messages';
import { ChainLevels } from './chain-levels';
import { ChainList, type ChainListData } from './chain-list';
import { chainPath } from './chain-path';
import { ChainSearch } from './chain-search';

export interface ChainViewProps {
  t: Translate;
  entity: ChainEntityType;
  levels: ChainLevel[];
  next: Tag[];
  list: ChainListData;
  hints: { keywords: HotKeyword[]; companies: CatalogueCompany[] };
  jsonLd: string;
}

/** N01–N11: the entity switch, the level rows, the search box (N09) and the list with paging. */
export function ChainView({ t, entity, levels, next, list, hints, jsonLd }: ChainViewProps) {
  const ids = levels.map((l) => l.tag.id);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <TabLinks
        label={t('chain.title')}
        active={entity}
        items={CHAIN_ENTITY_TYPES.map((e) => ({ key: e, label: t(`chain.entity.${e}`), href: chainPath(e, []) }))}
      />
      <ChainSearch keywords={hints.keywords} companies={hints.companies} />
      <ChainLevels entity={entity} t={t} levels={levels} next={next} />
      <ChainList data={list} t={t} />
      <Pagination t={t} basePath={chainPath(entity, ids)} current={list.page.current} pages={list.page.pages} />
    </>
  );
}
