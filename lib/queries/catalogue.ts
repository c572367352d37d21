import { queryOptions } from '@tanstack/react-query';
import { getTags } from '@/lib/api/basic';
import { getManagedBrand, getManagedProduct } from '@/lib/api/catalogue-write';
import type { Transport } from '@/lib/api/transport';

/** Query keys of the catalogue editors. */
export const catalogueKeys = {
  tagsOfType: (type: number) => ['catalogue', 'tags', type] as const,
  managedProduct: (id: number) => ['catalogue', 'product', 'manage', id] as const,
  managedBrand: (id: number) => ['catalogue', 'brand', 'manage', id] as const,
};

/** M30: the tags of one category (`GET /basic/tag/list?type=`), one picker each. */
export const categoryTagsQuery = (t: Transport, type: number) =>
  queryOptions({ queryKey: catalogueKeys.tagsOfType(type), queryFn: () => getTags(t, { type }), staleTime: 10 * 60_000 });

export const managedProductQuery = (t: Transport, id: number) =>
  queryOptions({ queryKey: catalogueKeys.managedProduct(id), queryFn: () => getManagedProduct(t, id) });

export const managedBrandQuery = (t: Transport, id: number) =>
  queryOptions({ queryKey: catalogueKeys.managedBrand(id), queryFn: () => getManagedBrand(t, id) });
