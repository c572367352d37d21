import { queryOptions } from '@tanstack/react-query';
import { getTags } from '@/lib/api/basic';
import { getChainCompanies, searchBrands, searchProducts } from '@/lib/api/catalogue';
import type { Transport } from '@/lib/api/transport';
import { CHAIN_LIST_SIZE, type ChainEntityType, type ChainFilters, type ChainListData } from '@/lib/contract/catalogue';

/** Query keys of the catalogue editors. */
export const catalogueKeys = {
  tagsOfType: (type: number) => ['catalogue', 'tags', type] as const,
};

/** M30: the tags of one category (`GET /basic/tag/list?type=`), one picker each. */
export const categoryTagsQuery = (t: Transport, type: number) =>
  queryOptions({ queryKey: catalogueKeys.tagsOfType(type), queryFn: () => getTags(t, { type }), staleTime: 10 * 60_000 });

/** The approved brands of a company (`GET /company/brand/page?companyId=`): the product editor's brand choice. */
export const companyBrandsQuery = (t: Transport, companyId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'brands', 'company', companyId] as const,
    queryFn: async () => (await searchBrands(t, { companyId, size: 50 })).records,
    staleTime: 60_000,
  });

/** N05: one page of the chain's list with the filters (fetched in the browser; the page's own HTML has the unfiltered list). */
export const chainFilteredListQuery = (t: Transport, entity: ChainEntityType, tagIds: number[], filters: ChainFilters, current: number) =>
  queryOptions({
    queryKey: ['catalogue', 'chain', entity, tagIds, filters, current] as const,
    queryFn: async (): Promise<ChainListData> => {
      const query = { ...filters, tagId: tagIds, current, size: CHAIN_LIST_SIZE };
      if (entity === 'product') return { entity, page: await searchProducts(t, query) };
      if (entity === 'brand') return { entity, page: await searchBrands(t, query) };
      return { entity, page: await getChainCompanies(t, query) };
    },
    staleTime: 60_000,
  });
