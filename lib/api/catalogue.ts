import {
  brandDetailSchema,
  brandPageSchema,
  chainCompanyPageSchema,
  productCardSchema,
  productDetailSchema,
  productPageSchema,
  type BrandDetail,
  type BrandSearchQuery,
  type ChainCompanyQuery,
  type ProductDetail,
  type ProductSearchQuery,
} from '@/lib/contract/catalogue';
import type { Page } from '@/lib/contract/common';
import type { BrandCard, ChainCompany, ProductCard } from '@/lib/contract/catalogue';
import { companyStatItemSchema, type CompanyStatItem } from '@/lib/contract/company';
import type { Transport } from '@/lib/api/transport';
import { z } from 'zod';

/** `GET /company/product/{id}` (M08): an APPROVED product, else ApiError 404. */
export function getProduct(t: Transport, id: number): Promise<ProductDetail> {
  return t.get(`/company/product/${id}`, { auth: false, schema: productDetailSchema });
}

/** `GET /company/product/{id}/related`. */
export function getRelatedProducts(t: Transport, id: number): Promise<ProductCard[]> {
  return t.get(`/company/product/${id}/related`, { auth: false, schema: z.array(productCardSchema) });
}

/** `GET /company/product/search` (M28, N04): category tags, company, keyword. */
export function searchProducts(t: Transport, query: Partial<ProductSearchQuery>): Promise<Page<ProductCard>> {
  return t.get('/company/product/search', { auth: false, query, schema: productPageSchema });
}

/** `GET /company/product/hot` (M28). */
export function getHotProducts(t: Transport): Promise<ProductCard[]> {
  return t.get('/company/product/hot', { auth: false, schema: z.array(productCardSchema) });
}

/** `GET /company/brand/{id}` (M11). */
export function getBrand(t: Transport, id: number): Promise<BrandDetail> {
  return t.get(`/company/brand/${id}`, { auth: false, schema: brandDetailSchema });
}

/** `GET /company/brand/page` (N06): the brand page endpoint. */
export function searchBrands(t: Transport, query: Partial<BrandSearchQuery>): Promise<Page<BrandCard>> {
  return t.get('/company/brand/page', { auth: false, query, schema: brandPageSchema });
}

/** `GET /company/brand/{id}/products`. */
export function getBrandProducts(t: Transport, id: number, query: Partial<ProductSearchQuery> = {}): Promise<Page<ProductCard>> {
  return t.get(`/company/brand/${id}/products`, { auth: false, query, schema: productPageSchema });
}

/** `GET /company/chain/companies` (N05): levels, province, base category, category line; size ≤ 20. */
export function getChainCompanies(t: Transport, query: Partial<ChainCompanyQuery>, options: { signal?: AbortSignal } = {}): Promise<Page<ChainCompany>> {
  return t.get('/company/chain/companies', { auth: false, query, schema: chainCompanyPageSchema, ...(options.signal ? { signal: options.signal } : {}) });
}

/** `GET /company/hot-companies/list` (N09): the ten hottest companies (code and member kind for their links). */
export function getHotCompanies(t: Transport): Promise<CompanyStatItem[]> {
  return t.get('/company/hot-companies/list', { auth: false, schema: z.array(companyStatItemSchema) });
}
