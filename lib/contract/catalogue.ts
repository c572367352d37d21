/**
 * Products, brands and the industry chain (issue 16; checklist M08–M13, M25–M32, N01–N14, U15–U20):
 * queries and write bodies the API validates, answer shapes the web parses.
 */
import { z } from 'zod';
import { COMPANY_SEARCH_SIZE, TRANSLATION_DIRECTION } from '../constants';
import { currentParam, intListParam, optionalIntParam, optionalTextParam, pageOf, sizeParam } from './common';

export const PRICE_TYPES = ['SPECIFIC', 'LEAST', 'RANGE', 'NEGOTIABLE'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const ATTRIBUTE_GROUPS = ['BASIC', 'PRODUCTION', 'SPECIFICATION'] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];
/**
 * The one review status of what a company submits (products, brands, customer requests): PENDING until the
 * platform passes (APPROVED) or blocks (REJECTED) it (M32).
 */
export const reviewStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const CHAIN_ENTITY_TYPES = ['product', 'brand', 'company'] as const;
export type ChainEntityType = (typeof CHAIN_ENTITY_TYPES)[number];
export function isChainEntityType(value: string): value is ChainEntityType {
  return (CHAIN_ENTITY_TYPES as readonly string[]).includes(value);
}

/** Tag types of the chain's three-level category trees (DEFAULT; parent_id links the levels). */
export const CHAIN_TAG_TYPE: Record<ChainEntityType, number> = { product: 30, brand: 31, company: 32 };

/** The nine classification categories of products and brands (M30): one tag picker each. */
export const CATALOGUE_CATEGORY_TYPE = {
  product: 33,
  food: 34,
  oem: 35,
  ingredient: 36,
  packaging: 37,
  productType: 38,
  marketing: 39,
  catering: 40,
  channel: 41,
} as const;
export type CatalogueCategory = keyof typeof CATALOGUE_CATEGORY_TYPE;

export { CATALOGUE_AUTHORITY } from './company-tokens';

export const HOT_PRODUCTS_SIZE = 10;
export const RELATED_PRODUCTS_SIZE = 8;

// ---- answers ----

const tagRef = z.object({ id: z.number(), name: z.string() });

export const productAttributeSchema = z.object({ group: z.enum(ATTRIBUTE_GROUPS), name: z.string(), value: z.string().nullable() });
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const catalogueCompanySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  logo: z.string().nullable(),
  memberKind: z.enum(['ORDINARY', 'COLLEGE']),
  location: z.string().nullable(),
});
export type CatalogueCompany = z.infer<typeof catalogueCompanySchema>;

/**
 * The one product card, answered wherever products are listed: the chain, search, a brand's and a product's
 * related lists, and a company's page (its products and the ones it recommends). Rendered by
 * components/product/product-card.tsx.
 */
export const productCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  coverImg: z.string().nullable(),
  priceType: z.enum(PRICE_TYPES),
  price: z.number().nullable(),
  maxPrice: z.number().nullable(),
  unit: z.string().nullable(),
  companyId: z.number(),
  companyName: z.string(),
  /** The company's English name, shown in the en interface; absent or null when it has none. */
  companyEnName: z.string().nullish(),
  viewCount: z.number(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
export const productPageSchema = pageOf(productCardSchema);

export const productDetailSchema = productCardSchema.extend({
  description: z.string().nullable(),
  video: z.string().nullable(),
  images: z.array(z.string()),
  attributes: z.array(productAttributeSchema),
  categories: z.array(tagRef.extend({ type: z.number() })),
  brand: z.object({ id: z.number(), name: z.string() }).nullable(),
  company: catalogueCompanySchema,
  reviewStatus: reviewStatusSchema,
  createdAt: z.string(),
  /** V14: the translate option saved with the product. */
  translationDirection: z.enum(TRANSLATION_DIRECTION).nullish(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * The one brand card, answered wherever brands are listed: the chain and a company's page. Rendered by
 * components/brand/brand-card.tsx.
 */
export const brandCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  companyId: z.number(),
  companyName: z.string(),
  /** The company's English name, shown in the en interface; absent or null when it has none. */
  companyEnName: z.string().nullish(),
  viewCount: z.number(),
});
export type BrandCard = z.infer<typeof brandCardSchema>;
export const brandPageSchema = pageOf(brandCardSchema);

export const brandDetailSchema = brandCardSchema.extend({
  story: z.string().nullable(),
  categories: z.array(tagRef.extend({ type: z.number() })),
  company: catalogueCompanySchema,
  reviewStatus: reviewStatusSchema,
  createdAt: z.string(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

export const chainCompanySchema = catalogueCompanySchema.extend({
  intro: z.string().nullable(),
  locationId: z.number().nullable(),
  /** The location's English name (shown in the en locale). */
  locationEnName: z.string().nullable(),
  productCount: z.number(),
  /** The company's industry tags. */
  categories: z.array(tagRef.extend({ enName: z.string().nullable() })),
});
export type ChainCompany = z.infer<typeof chainCompanySchema>;
export const chainCompanyPageSchema = pageOf(chainCompanySchema);

/** One page of the chain's list, by entity type (N04–N06). */
export type ChainListData =
  | { entity: 'product'; page: z.infer<typeof productPageSchema> }
  | { entity: 'brand'; page: z.infer<typeof brandPageSchema> }
  | { entity: 'company'; page: z.infer<typeof chainCompanyPageSchema> };

/** The chain lists' page size (N05: company search size 20). */
export const CHAIN_LIST_SIZE = COMPANY_SEARCH_SIZE;

// ---- queries ----

/**
 * N05, DEFAULT: the chain's filters, the same for products, brands and companies. `provinceId`: the company is
 * in that province (a location or its parent); `baseCategoryId`: the company's industry tag (TAG_TYPE.industry);
 * `categoryLineId`: a product-category tag (CATALOGUE_CATEGORY_TYPE.product: 成品, 原辅料, 设备 …) of the product,
 * of the brand or one of its products, of one of the company's products.
 */
const chainFilterParams = {
  provinceId: optionalIntParam,
  baseCategoryId: optionalIntParam,
  categoryLineId: optionalIntParam,
};
/** An option of an N05 filter (a province or a tag), named in both languages. */
export interface ChainFilterOption {
  id: number;
  name: string;
  enName: string | null;
}
export type ChainFilters = { provinceId?: number; baseCategoryId?: number; categoryLineId?: number; keyword?: string };

/** `GET /company/product/search` and `/company/product/page`: category tags (all must match), company, keyword, N05 filters. */
export const productSearchQuery = z.object({
  current: currentParam,
  size: sizeParam,
  keyword: optionalTextParam,
  companyId: optionalIntParam,
  brandId: optionalIntParam,
  tagId: intListParam,
  ...chainFilterParams,
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

/** `GET /company/brand/page`: the same filters as products. @alias */
export const brandSearchQuery = productSearchQuery;
export type BrandSearchQuery = ProductSearchQuery;

/** `GET /company/chain/companies`: chain levels (tagId), province, base category, category line, keyword; size ≤ 20. */
export const chainCompanyQuery = z.object({
  current: currentParam,
  size: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z.coerce.number().int().positive().max(COMPANY_SEARCH_SIZE).catch(COMPANY_SEARCH_SIZE).default(COMPANY_SEARCH_SIZE),
  ),
  keyword: optionalTextParam,
  tagId: intListParam,
  ...chainFilterParams,
});
export type ChainCompanyQuery = z.infer<typeof chainCompanyQuery>;

export const productViewInput = z.object({ id: z.coerce.number().int().positive() });

// ---- writes (staff; U15–U20) ----

const money = z.number().nonnegative().max(100_000_000);
const url = z.string().trim().max(500);

export const productInput = z
  .object({
    name: z.string().trim().min(1).max(60),
    description: z.string().trim().max(5000).nullish(),
    priceType: z.enum(PRICE_TYPES),
    price: money.nullish(),
    maxPrice: money.nullish(),
    unit: z.string().trim().max(20).nullish(),
    brandId: z.number().int().positive().nullish(),
    images: z.array(url.min(1)).max(9).default([]),
    video: url.nullish(),
    tagIds: z.array(z.number().int().positive()).max(60).default([]),
    /** V14: the translate option sent with the save (null or absent: no translation), as the news save. */
    translationDirection: z.enum(TRANSLATION_DIRECTION).nullish(),
    attributes: z
      .array(z.object({ group: z.enum(ATTRIBUTE_GROUPS), name: z.string().trim().min(1).max(30), value: z.string().trim().max(200).nullish() }))
      .max(60)
      .default([]),
  })
  .superRefine((p, ctx) => {
    if ((p.priceType === 'SPECIFIC' || p.priceType === 'LEAST') && p.price == null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'required' });
    if (p.priceType === 'RANGE' && (p.price == null || p.maxPrice == null || p.maxPrice < p.price))
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'a range needs price ≤ maxPrice' });
  });
export type ProductInput = z.infer<typeof productInput>;
export const productUpdateInput = z.intersection(productInput, z.object({ id: z.number().int().positive() }));

export const brandInput = z.object({
  name: z.string().trim().min(1).max(40),
  enName: z.string().trim().max(60).nullish(),
  logo: url.nullish(),
  description: z.string().trim().max(500).nullish(),
  story: z.string().trim().max(5000).nullish(),
  tagIds: z.array(z.number().int().positive()).max(60).default([]),
});
export type BrandInput = z.infer<typeof brandInput>;
export const brandUpdateInput = brandInput.extend({ id: z.number().int().positive() });

/**
 * The platform's review of a product or brand, the same step and body as achievements' review:
 * `POST /admin/{product|brand}/review` with `{id, result: pass|block, remark?}` (header x-review-secret).
 * pass: PENDING → APPROVED; block: PENDING → REJECTED (M32).
 */
export const REVIEW_KINDS = ['product', 'brand'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const catalogueReviewInput = z.object({
  id: z.coerce.number().int().positive(),
  result: z.enum(['pass', 'block']),
  remark: z.string().trim().max(200).optional(),
});
export type CatalogueReviewInput = z.infer<typeof catalogueReviewInput>;
/** Header carrying the review secret (`REVIEW_SECRET` of the API's environment). */
export const CATALOGUE_REVIEW_SECRET_HEADER = 'x-review-secret';
