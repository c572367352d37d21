/**
 * Public reads of products, brands and the industry chain (M08, M11, M28, N03–N06, N09, N12):
 * `GET /company/product/search|page|hot|{id}|{id}/related`, `POST /company/product/view`,
 * `GET /company/brand/page|{id}|{id}/products`, `POST /company/brand/view`, `GET /company/chain/companies` (N05).
 * N09's hot companies are the companies area's `GET /company/hot-companies/list`. Only APPROVED items are public; a company's staff also read their own
 * unreviewed items through `GET /company/product/manage/{id}` and `/company/brand/manage/{id}` (editors).
 */
import type { FastifyInstance } from 'fastify';
import { brandSearchQuery, chainCompanyQuery, productSearchQuery, productViewInput } from '@/lib/contract/catalogue';
import { idParams } from '@/lib/contract/common';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached } from '../http/response-cache';
import { parse } from '../http/validate';
import {
  brandById,
  chainCompanies,
  hotProducts,
  productById,
  recordBrandView,
  recordProductView,
  relatedProducts,
  searchBrands,
  searchProducts,
} from '../repo/catalogue';
import { isApprovedEmployee } from '../repo/company-codes';

async function worksAt(ctx: AppContext, memberId: number | null, companyId: number): Promise<boolean> {
  if (memberId === null) return false;
  return await isApprovedEmployee(ctx.db, memberId, companyId);
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/company/product/search', cached, async (request) => ok(await searchProducts(db, parse(productSearchQuery, request.query))));
  app.get('/company/product/page', cached, async (request) => ok(await searchProducts(db, parse(productSearchQuery, request.query))));
  app.get('/company/product/hot', cached, async () => ok(await hotProducts(db)));

  app.get('/company/product/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const product = await productById(db, id);
    if (!product) throw notFound();
    const { createdBy: _createdBy, brandId: _brandId, ...detail } = product;
    return ok(detail);
  });

  app.get('/company/product/:id/related', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const product = await productById(db, id);
    if (!product) throw notFound();
    return ok(await relatedProducts(db, product));
  });

  app.post('/company/product/view', async (request) => {
    const { id } = parse(productViewInput, request.body);
    if (!await recordProductView(db, id)) throw notFound();
    return ok(true);
  });

  app.get('/company/product/manage/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const product = await productById(db, id, true);
    if (!product || !await worksAt(ctx, session.memberId, product.companyId)) throw notFound();
    return ok(product);
  });

  app.get('/company/brand/page', cached, async (request) => ok(await searchBrands(db, parse(brandSearchQuery, request.query))));

  app.get('/company/brand/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const brand = await brandById(db, id);
    if (!brand) throw notFound();
    const { createdBy: _createdBy, ...detail } = brand;
    return ok(detail);
  });

  app.get('/company/brand/:id/products', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    if (!await brandById(db, id)) throw notFound();
    const query = parse(productSearchQuery, request.query);
    return ok(await searchProducts(db, { ...query, brandId: id }));
  });

  app.post('/company/brand/view', async (request) => {
    const { id } = parse(productViewInput, request.body);
    if (!await recordBrandView(db, id)) throw notFound();
    return ok(true);
  });

  app.get('/company/brand/manage/:id', async (request) => {
    const session = requireMember(request);
    const { id } = parse(idParams, request.params);
    const brand = await brandById(db, id, true);
    if (!brand || !await worksAt(ctx, optionalMemberId(request) ?? session.memberId, brand.companyId)) throw notFound();
    return ok(brand);
  });

  app.get('/company/chain/companies', cached, async (request) => ok(await chainCompanies(db, parse(chainCompanyQuery, request.query))));
}
