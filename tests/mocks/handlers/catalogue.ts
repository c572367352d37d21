import { http } from 'msw';
import { z } from 'zod';
import type { Page } from '@/lib/contract/common';
import {
  brandPageSchema,
  chainCompanyPageSchema,
  productPageSchema,
  type BrandCard,
  type ChainCompany,
  type ProductCard,
} from '@/lib/contract/catalogue';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

const idAnswer = z.object({ id: z.number() });

/** Products, brands and the industry chain (M01–M32, N01–N11): public searches and the editors' writes. */
export const catalogueHandlers = {
  /** `GET /company/chain/companies?keyword&provinceId&baseCategoryId&categoryLineId&tagId…&current&size` (N05, N09). */
  chainCompanies: (reply: Reply<Page<ChainCompany>>) => http.get(`${API}/company/chain/companies`, ({ request }) => envelope(chainCompanyPageSchema, reply, request)),
  /** `GET /company/product/search?…` (N05). */
  searchProducts: (reply: Reply<Page<ProductCard>>) => http.get(`${API}/company/product/search`, ({ request }) => envelope(productPageSchema, reply, request)),
  /** `GET /company/brand/page?…` (N05). */
  searchBrands: (reply: Reply<Page<BrandCard>>) => http.get(`${API}/company/brand/page`, ({ request }) => envelope(brandPageSchema, reply, request)),
  /** `POST /company/product/view {id, cid}` (M24): the page-view beacon (its answer is not read). */
  viewProduct: (reply: Reply<unknown>) => http.post(`${API}/company/product/view`, ({ request }) => envelope(null, reply, request)),
  /** `POST /company/product` (M09, U15): the new product's id. */
  createProduct: (reply: Reply<{ id: number }>) => http.post(`${API}/company/product`, ({ request }) => envelope(idAnswer, reply, request)),
  /** `PUT /company/product` (U16). */
  updateProduct: (reply: Reply<{ id: number }>) => http.put(`${API}/company/product`, ({ request }) => envelope(idAnswer, reply, request)),
  /** `POST /company/brand` (M12, U18): the new brand's id. */
  createBrand: (reply: Reply<{ id: number }>) => http.post(`${API}/company/brand`, ({ request }) => envelope(idAnswer, reply, request)),
  /** `PUT /company/brand` (M13, U19). */
  updateBrand: (reply: Reply<{ id: number }>) => http.put(`${API}/company/brand`, ({ request }) => envelope(idAnswer, reply, request)),
};
