import 'server-only';
import { cache } from 'react';
import { getHotKeywords, getLocations, getTag, getTags } from '@/lib/api/basic';
import * as catalogueApi from '@/lib/api/catalogue';
import * as catalogueWriteApi from '@/lib/api/catalogue-write';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import { CHINA_ROOT_ID, TAG_TYPE } from '@/lib/constants';
import { CATALOGUE_CATEGORY_TYPE, CHAIN_LIST_SIZE, CHAIN_TAG_TYPE, type ChainEntityType, type ChainFilterOption } from '@/lib/contract/catalogue';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** Product and brand pages and the chain's lists are re-read at most every 5 minutes, at once on their tags. */
const REVALIDATE_S = REVALIDATE.content;

const products = (id?: number) => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.product.list, ...(id ? [tags.product.item(id)] : [])] });
const brands = (id?: number) => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.brand.list, ...(id ? [tags.brand.item(id)] : [])] });
const chain = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.tag.list, tags.product.list, tags.brand.list, tags.company.list] });

/** M08, M28: `GET /company/product/{id}`, its related products and the hot products (`GET /company/product/hot`); null when missing or not APPROVED. */
export const getProductPage = cache(async (id: number) => {
  const t = products(id);
  const product = await nullIfNotFound(catalogueApi.getProduct(t, id));
  if (!product) return null;
  const [related, hot] = await Promise.all([
    catalogueApi.getRelatedProducts(t, id).catch(() => []),
    catalogueApi.getHotProducts(products()).catch(() => []),
  ]);
  return { product, related, hot: hot.filter((p) => p.id !== id) };
});

/** M11: `GET /company/brand/{id}` and its products `GET /company/brand/{id}/products`; null when missing. */
export const getBrandPage = cache(async (id: number) => {
  const t = brands(id);
  const brand = await nullIfNotFound(catalogueApi.getBrand(t, id));
  if (!brand) return null;
  const list = await catalogueApi.getBrandProducts(products(), id, { size: 12 }).catch(() => null);
  return { brand, products: list?.records ?? [] };
});

/**
 * M10/M13: `GET /company/product/manage/{id}` with the member's token, never cached: a product of the member's own
 * company in any review state, for its editor; null when it is missing or not theirs (the page answers 404).
 */
export const getManagedProduct = cache(async (token: string | null, id: number) =>
  token ? nullIfNotFound(catalogueWriteApi.getManagedProduct(serverTransport({ token }), id)) : null,
);

/** M13: `GET /company/brand/manage/{id}` with the member's token, as `getManagedProduct`. */
export const getManagedBrand = cache(async (token: string | null, id: number) =>
  token ? nullIfNotFound(catalogueWriteApi.getManagedBrand(serverTransport({ token }), id)) : null,
);

export interface ChainLevel {
  tag: Tag;
  /** The options of this level (the selected tag's siblings). */
  options: Tag[];
}

/**
 * N03, N11: the selected levels (`GET /basic/tag/{id}` each, checked to be of the entity's tree and a child of the
 * level above), the options of every level and of the next one (`GET /basic/tag/list?parentId=`). Null when an id
 * is unknown or out of place (the page answers 404).
 */
export const getChainLevels = cache(async (entity: ChainEntityType, ids: number[]) => {
  const t = chain();
  const type = CHAIN_TAG_TYPE[entity];
  const roots = await getTags(t, { type, parentId: 0 });
  const levels: ChainLevel[] = [];
  let options = roots;
  let parent = 0;
  for (const id of ids) {
    const tag = await nullIfNotFound(getTag(t, id));
    if (!tag || tag.type !== type || (tag.parentId ?? 0) !== parent) return null;
    levels.push({ tag, options });
    parent = tag.id;
    options = await getTags(t, { type, parentId: tag.id });
  }
  return { roots, levels, next: levels.length < 3 ? options : [] };
});

/** N04–N06: the list of one entity type under the selected levels (size 20); the N05 filters are applied in the browser. */
export const getChainList = cache(async (entity: ChainEntityType, tagIds: number[], page: number) => {
  const t = chain();
  const query = { tagId: tagIds, current: page, size: CHAIN_LIST_SIZE };
  if (entity === 'product') return { entity, page: await catalogueApi.searchProducts(t, query) } as const;
  if (entity === 'brand') return { entity, page: await catalogueApi.searchBrands(t, query) } as const;
  return { entity, page: await catalogueApi.getChainCompanies(t, query) } as const;
});

/**
 * N05: the filter options — provinces (`GET /basic/location/list`, China's first level), base categories (the
 * industry tags) and category lines (the product-category tags). A failed read leaves that filter out.
 */
export const getChainFilterOptions = cache(async () => {
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [tags.tag.list] });
  const option = (o: { id: number; name: string; enName: string | null }): ChainFilterOption => ({ id: o.id, name: o.name, enName: o.enName });
  const [locations, bases, lines] = await Promise.all([
    getLocations(t).catch(() => []),
    getTags(t, { type: TAG_TYPE.industry }).catch(() => []),
    getTags(t, { type: CATALOGUE_CATEGORY_TYPE.product }).catch(() => []),
  ]);
  const provinces = locations.find((l) => l.id === CHINA_ROOT_ID)?.subLocations ?? [];
  return { provinces: provinces.map(option), baseCategories: bases.map(option), categoryLines: lines.map(option) };
});

/** N09: the chain's search box: company hot keywords (`GET /company/searchkeyword/hot`) and hot companies. */
export const getChainSearchHints = cache(async () => {
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [tags.hotKeywords.site('company'), tags.company.list] });
  const [keywords, companies] = await Promise.all([
    getHotKeywords(t, 'company').catch(() => null),
    catalogueApi.getHotCompanies(t).catch(() => []),
  ]);
  return {
    keywords: keywords?.records ?? [],
    companies: companies.map((c) => ({ key: c.companyId, code: c.code, name: c.name, memberKind: c.memberKind })),
  };
});

/** N01–N11: everything a chain page shows; null when a level id is unknown or out of place (404). */
export const getChainPage = cache(async (entity: ChainEntityType, ids: number[], page: number) => {
  const chainLevels = await getChainLevels(entity, ids);
  if (!chainLevels) return null;
  const [list, hints, filters] = await Promise.all([getChainList(entity, ids, page), getChainSearchHints(), getChainFilterOptions()]);
  return { ...chainLevels, list, hints, filters };
});
