/**
 * Company reads (§7.6): lists, stats, search, detail by code (ordinary / college) or id, sections, files,
 * staff, customers, recommendations, followed companies, views; and the generated seed brochure PDF.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pagingQuery } from '@/lib/contract/common';
import {
  CUSTOMER_LIMIT,
  companyCodeQuery,
  companyFileQuery,
  companyIdInput,
  companyIdParams,
  companyMemberPageQuery,
  companyPageQuery,
  companySearchQuery,
  companyStatsQuery,
  customerPageQuery,
  customerRequestPageQuery,
  employeePageQuery,
  sectionDetailQuery,
  sectionKeyQuery,
  sectionListQuery,
  sectionTemplateQuery,
  staffCodeParams,
  staffViewInput,
  type MemberKind,
} from '@/lib/contract/company';
import { idParams } from '@/lib/contract/common';
import { optionalMemberId, requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { notFound, ok } from '../http/envelope';
import { cached, keepsCache } from '../http/response-cache';
import { parse } from '../http/validate';
import { companyChainLinks } from '../repo/company-chain';
import { companyDetail, recommendedProducts } from '../repo/company-page';
import { companyFiles, fileGroups } from '../repo/company-files';
import { companyMemberPage, employeePage } from '../repo/company-employees';
import { companyPage, companySearch, companyRowByCode, companyRowById, companyStats, followedCompanies, isFollowing, relatedCompanies, toCompanyCard } from '../repo/companies';
import { customerCategoryCount, customerCount, customerLimitList, customerPage, customerRequestPage } from '../repo/company-customers';
import { sectionById, sectionByKey, sectionList, sectionTemplates } from '../repo/company-sections';
import { staffDetail, staffList } from '../repo/company-staff';
import { recordCompanyView, recordStaffView, requireCustomerRequestReader } from '../repo/companies-manage';
import { seedBrochurePdf } from '../standins/pictures/seed-pdf';

const keyParams = z.object({ key: z.string().trim().min(1).max(40).regex(/^[\w-]+$/) });
const pdfParams = z.object({ file: z.string().regex(/^\d{1,9}\.pdf$/) });
const RELATED_SIZE = 6;

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const detailOf = async (code: string, kind: MemberKind | null) => {
    const row = await companyRowByCode(db, code);
    if (!row || (kind && row.member_kind !== kind)) throw notFound();
    return await companyDetail(db, row);
  };
  const existing = async (companyId: number) => {
    const row = await companyRowById(db, companyId);
    if (!row) throw notFound();
    return row;
  };

  // ---- lists, stats, search (L02, L27, L33, L01) ----
  app.get('/company/companies/page', cached, async (request) => ok(await companyPage(db, parse(companyPageQuery, request.query))));
  app.get('/company/companies/college/page', cached, async (request) => ok(await companyPage(db, parse(companyPageQuery, request.query), 'COLLEGE')));
  app.get('/company/companies/search', cached, async (request) => ok(await companyPage(db, { ...parse(companyPageQuery, request.query), size: 20 })));
  app.get('/company/companies/v1/search', cached, async (request) => ok(await companySearch(db, { ...parse(companySearchQuery, request.query), size: 20 })));
  app.get('/company/companies/stats/by-people', cached, async (request) => {
    const q = parse(companyStatsQuery, request.query);
    return ok(await companyStats(db, 'people', q.size, q.memberKind));
  });
  app.get('/company/companies/stats/by-hot', cached, async (request) => {
    const q = parse(companyStatsQuery, request.query);
    return ok(await companyStats(db, 'hot', q.size, q.memberKind));
  });
  app.get('/company/hot-companies/list', cached, async () => ok(await companyStats(db, 'hot', 10)));

  // ---- detail (L03, L05, L11) ----
  app.get('/company/companies/detail', cached, async (request) => ok(await detailOf(parse(companyCodeQuery, request.query).code, 'ORDINARY')));
  app.get('/company/companies/college/detail', cached, async (request) => ok(await detailOf(parse(companyCodeQuery, request.query).code, 'COLLEGE')));
  app.get('/company/companies/basic/:id', cached, async (request) => ok(toCompanyCard(await existing(parse(idParams, request.params).id))));
  app.get('/company/companies/recommend/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    await existing(id);
    return ok(await relatedCompanies(db, id, RELATED_SIZE));
  });
  app.get('/company/companies/followed/page', async (request) => ok(await followedCompanies(db, requireMember(request).memberId, parse(pagingQuery, request.query))));
  /** Whether the caller follows the company (personal part of the cached page). */
  app.get('/company/company-followers/status/:companyId', async (request) => {
    const { companyId } = parse(companyIdParams, request.params);
    await existing(companyId);
    const memberId = optionalMemberId(request);
    return ok({ isFollowed: memberId ? await isFollowing(db, companyId, memberId) : false });
  });
  app.post('/company/companies/view', keepsCache, async (request) => {
    const { companyId } = parse(companyIdInput, request.body);
    const viewCount = await recordCompanyView(db, companyId);
    if (viewCount === null) throw notFound();
    return ok({ viewCount });
  });
  // Registered after the static /company/companies/* paths (find-my-way prefers static segments anyway).
  app.get('/company/companies/:companyId/chain-links', cached, async (request) =>
    ok(await companyChainLinks(db, (await existing(parse(companyIdParams, request.params).companyId)).id)),
  );
  app.get('/company/companies/:companyId', cached, async (request) => ok(await companyDetail(db, await existing(parse(companyIdParams, request.params).companyId))));

  // ---- sections (L04, L06, L12) ----
  app.get('/company/sections/list', cached, async (request) => {
    const q = parse(sectionListQuery, request.query);
    await existing(q.companyId);
    return ok(await sectionList(db, q.companyId, q.language));
  });
  app.get('/company/sections/detail', cached, async (request) => {
    const q = parse(sectionDetailQuery, request.query);
    const section = await sectionById(db, q.id);
    if (!section) throw notFound();
    if (q.language && q.language !== section.language) {
      const other = await sectionByKey(db, section.companyId, section.sectionKey, q.language);
      if (!other) throw notFound();
      return ok(other);
    }
    return ok(section);
  });
  app.get('/company/sections/section-key/:key', cached, async (request) => {
    const { key } = parse(keyParams, request.params);
    const q = parse(sectionKeyQuery, request.query);
    const section = await sectionByKey(db, q.companyId, key, q.language);
    if (!section) throw notFound();
    return ok(section);
  });
  app.get('/company/sections/:id/template/list', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    const list = await sectionTemplates(db, id, parse(sectionTemplateQuery, request.query).language);
    if (!list) throw notFound();
    return ok(list);
  });

  // ---- files (L18, L19) ----
  app.get('/company/company/file', cached, async (request) => {
    const q = parse(companyFileQuery, request.query);
    await existing(q.companyId);
    return ok(await companyFiles(db, q.companyId, q.kind));
  });
  app.get('/company/company/file-group/list', cached, async (request) => {
    const { companyId } = parse(companyIdInput, request.query);
    await existing(companyId);
    return ok(await fileGroups(db, companyId));
  });
  app.get('/company/seed-pdf/:file', cached, async (request, reply) => {
    const { file } = parse(pdfParams, request.params);
    const row = await companyRowById(db, Number.parseInt(file, 10));
    if (!row) throw notFound();
    return reply.header('content-type', 'application/pdf').header('cache-control', 'public, max-age=86400').send(seedBrochurePdf(row.en_name ?? row.code));
  });

  // ---- staff (L09, L21) ----
  app.get('/company/staff/list/:id', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    await existing(id);
    return ok(await staffList(db, id));
  });
  app.get('/company/staff/detail/:code', cached, async (request) => {
    const detail = await staffDetail(db, parse(staffCodeParams, request.params).code, optionalMemberId(request));
    if (!detail) throw notFound();
    return ok(detail);
  });
  app.post('/company/staff/view', keepsCache, async (request) => {
    const viewCount = await recordStaffView(db, parse(staffViewInput, request.body).code);
    if (viewCount === null) throw notFound();
    return ok({ viewCount });
  });

  // ---- customers (L24, L25) ----
  app.get('/company/customer/:id/limit/list', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    await existing(id);
    return ok(await customerLimitList(db, id, CUSTOMER_LIMIT));
  });
  app.get('/company/customer/:id/category-count', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    await existing(id);
    return ok(await customerCategoryCount(db, id));
  });
  app.get('/company/customer/:id/customer-count', cached, async (request) => {
    const { id } = parse(idParams, request.params);
    await existing(id);
    return ok(await customerCount(db, id));
  });
  app.get('/company/customer/page', cached, async (request) => {
    const q = parse(customerPageQuery, request.query);
    await existing(q.companyId);
    return ok(await customerPage(db, q.companyId, q, q.category));
  });
  app.get('/company/customer-request/page', async (request) => {
    const { memberId } = requireMember(request);
    const q = parse(customerRequestPageQuery, request.query);
    await requireCustomerRequestReader(db, memberId, q.companyId);
    return ok(await customerRequestPage(db, q.companyId, q, q.reviewStatus));
  });

  // ---- recommendations (L26) ----
  app.get('/company/company-recommend-product/page', cached, async (request) => {
    const { companyId } = parse(companyIdInput, request.query);
    await existing(companyId);
    return ok(await recommendedProducts(db, companyId, parse(pagingQuery, request.query)));
  });

  // ---- employees (L23, I49) ----
  app.get('/admin/company/:companyId/employees/page', cached, async (request) => {
    const { companyId } = parse(companyIdParams, request.params);
    await existing(companyId);
    return ok(await employeePage(db, companyId, parse(employeePageQuery, request.query)));
  });
  /** L23/I49: members who name the company or work there, with their relation's role (the employee manager's list). */
  app.get('/admin/member/company/page', async (request) => {
    requireMember(request);
    const q = parse(companyMemberPageQuery, request.query);
    await existing(q.companyId);
    return ok(await companyMemberPage(db, q.companyId, q));
  });
}
