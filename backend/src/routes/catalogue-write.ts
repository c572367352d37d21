/**
 * Staff writes of products and brands (M09, M10, M12, M13, M31; tokens U15–U20, answered 10403 without),
 * and the platform's review step `POST /admin/{product|brand}/review` `{id, result: pass|block}` guarded by
 * `REVIEW_SECRET` (http/review-gate.ts: 404 while unset, 403 to a wrong header). Writes make the item PENDING (M32).
 */
import type { FastifyInstance } from 'fastify';
import { tags, type CacheTag } from '@/lib/contract/cache-tags';
import { brandInput, brandUpdateInput, CATALOGUE_AUTHORITY, catalogueReviewInput, productInput, productUpdateInput, REVIEW_KINDS } from '@/lib/contract/catalogue';
import { idParams } from '@/lib/contract/common';
import type { CompanyToken } from '@/lib/contract/company';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { revalidateWeb } from '../http/revalidate';
import { requireReviewer } from '../http/review-gate';
import { parse } from '../http/validate';
import {
  catalogueItemCompany,
  createBrand,
  createProduct,
  deleteBrand,
  deleteProduct,
  reviewItem,
  updateBrand,
  updateProduct,
} from '../repo/catalogue-write';
import { requireCompanyToken, requireManagedCompany } from '../repo/company-permission';

const productTags = (id: number): CacheTag[] => [tags.product.list, tags.product.item(id)];
const brandTags = (id: number): CacheTag[] => [tags.brand.list, tags.brand.item(id)];

export function registerCatalogueWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  /** Edits and deletes: the guard of company writes for the stored item's company. */
  const guardItem = async (memberId: number, kind: 'product' | 'brand', id: number, token: CompanyToken): Promise<number> => {
    const companyId = await catalogueItemCompany(db, kind, id);
    await requireCompanyToken(db, memberId, companyId, token);
    return companyId;
  };

  app.post('/company/product', async (request) => {
    const { memberId } = requireMember(request);
    const companyId = await requireManagedCompany(db, memberId, CATALOGUE_AUTHORITY.productAdd);
    return ok({ id: await createProduct(db, memberId, companyId, parse(productInput, request.body)) });
  });

  app.put('/company/product', async (request) => {
    const { memberId } = requireMember(request);
    const input = parse(productUpdateInput, request.body);
    const companyId = await guardItem(memberId, 'product', input.id, CATALOGUE_AUTHORITY.productEdit);
    await updateProduct(db, companyId, input.id, input);
    void revalidateWeb(productTags(input.id));
    return ok({ id: input.id });
  });

  app.delete('/company/product/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    const companyId = await guardItem(memberId, 'product', id, CATALOGUE_AUTHORITY.productDelete);
    await deleteProduct(db, companyId, id);
    void revalidateWeb(productTags(id));
    return ok(true);
  });

  app.post('/company/brand', async (request) => {
    const { memberId } = requireMember(request);
    const companyId = await requireManagedCompany(db, memberId, CATALOGUE_AUTHORITY.brandAdd);
    return ok({ id: await createBrand(db, memberId, companyId, parse(brandInput, request.body)) });
  });

  app.put('/company/brand', async (request) => {
    const { memberId } = requireMember(request);
    const input = parse(brandUpdateInput, request.body);
    const companyId = await guardItem(memberId, 'brand', input.id, CATALOGUE_AUTHORITY.brandEdit);
    await updateBrand(db, companyId, input.id, input);
    void revalidateWeb(brandTags(input.id));
    return ok({ id: input.id });
  });

  app.delete('/company/brand/:id', async (request) => {
    const { memberId } = requireMember(request);
    const { id } = parse(idParams, request.params);
    const companyId = await guardItem(memberId, 'brand', id, CATALOGUE_AUTHORITY.brandDelete);
    await deleteBrand(db, companyId, id);
    void revalidateWeb(brandTags(id));
    return ok(true);
  });

  for (const kind of REVIEW_KINDS) {
    app.post(`/admin/${kind}/review`, async (request) => {
      requireReviewer(request, ctx.env);
      const result = await reviewItem(db, kind, parse(catalogueReviewInput, request.body));
      void revalidateWeb(kind === 'product' ? productTags(result.id) : brandTags(result.id));
      return ok(result);
    });
  }
}
