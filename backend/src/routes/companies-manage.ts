/**
 * Company writes (§7.6): company info and contact, file-name toggle, sections, files and groups, staff,
 * employee relations, customer requests, recommendations, follow, staff favourites. The permission check of
 * every staff write is in the repository (U14–U32); each write tells the web which cached pages changed.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, idSchema } from '@/lib/contract/common';
import {
  companyIdInput,
  companyUpdateInput,
  customerRequestInput,
  employeeRelationDeleteInput,
  employeeRelationInput,
  fileGroupInput,
  fileGroupUpdateInput,
  fileInput,
  fileUpdateInput,
  recommendNewsInput,
  recommendProductInput,
  sectionBatchInput,
  sectionContentInput,
  showFileNameInput,
  sortInput,
  staffInput,
  staffUpdateInput,
} from '@/lib/contract/company';
import { companyChangeTags, newsChangeTags, staffChangeTags } from '@/lib/contract/cache-tags';
import { requireMember } from '../auth/guard';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { revalidateWeb } from '../http/revalidate';
import { parse } from '../http/validate';
import { requireStoredFileUrl } from '../storage/stored-url';
import { companyCodeOf, staffCodeOf } from '../repo/company-codes';
import {
  addCustomerRequest,
  addEmployee,
  addFile,
  addGroup,
  addStaff,
  deleteEmployee,
  deleteFile,
  deleteGroup,
  deleteStaff,
  renameGroup,
  saveRecommendedNews,
  saveRecommendedProducts,
  saveSection,
  saveSections,
  setFollow,
  setShowFileName,
  setStaffFavorite,
  sortRows,
  updateCompany,
  updateEmployee,
  updateFile,
  updateStaff,
} from '../repo/companies-manage';

/** `id` from a JSON body or the query (clients that send no DELETE body). */
const idInput = z.object({ id: idSchema });
const bodyOrQuery = (body: unknown, query: unknown) => (body && typeof body === 'object' && Object.keys(body).length > 0 ? body : query);

export function registerCompanyManageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const companyCode = async (companyId: number) => await companyCodeOf(db, companyId);
  const changed = async (companyId: number) => {
    const code = await companyCode(companyId);
    if (code) void revalidateWeb(companyChangeTags(code));
  };
  const staffChanged = async (staffId: number, companyId: number, staffCode?: string) => {
    const code = await companyCode(companyId);
    const c = staffCode ?? (await staffCodeOf(db, staffId));
    if (code) void revalidateWeb(c ? staffChangeTags(code, c) : companyChangeTags(code));
  };

  app.put('/company/companies', async (request) => {
    const input = parse(companyUpdateInput, request.body);
    await updateCompany(db, requireMember(request).memberId, input);
    await changed(input.companyId);
    return ok(true);
  });
  app.put('/company/companies/show-file-name', async (request) => {
    const input = parse(showFileNameInput, request.body);
    await setShowFileName(db, requireMember(request).memberId, input.companyId, input.showFileName);
    await changed(input.companyId);
    return ok(true);
  });

  // ---- sections (L13) ----
  app.put('/company/sections/content', async (request) => {
    const input = parse(sectionContentInput, request.body);
    await changed(await saveSection(db, requireMember(request).memberId, input));
    return ok(true);
  });
  app.post('/company/sections/batch/:id/V2', async (request) => {
    const { id } = parse(idParams, request.params);
    const input = parse(sectionBatchInput, request.body);
    const added = await saveSections(db, requireMember(request).memberId, id, input);
    await changed(id);
    return ok({ added });
  });

  // ---- files and groups (L18, L19) ----
  app.post('/company/company/file', async (request) => {
    const input = parse(fileInput, request.body);
    requireStoredFileUrl(input.url, ctx.env);
    const id = await addFile(db, requireMember(request).memberId, input);
    await changed(input.companyId);
    return ok({ id });
  });
  app.put('/company/company/file', async (request) => {
    const input = parse(fileUpdateInput, request.body);
    await changed(await updateFile(db, requireMember(request).memberId, input));
    return ok(true);
  });
  app.delete('/company/company/file/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    await changed(await deleteFile(db, requireMember(request).memberId, id));
    return ok(true);
  });
  app.put('/company/company/file/sort', async (request) => {
    const input = parse(sortInput, request.body);
    await sortRows(db, requireMember(request).memberId, 'company_files', input);
    await changed(input.companyId);
    return ok(true);
  });
  app.post('/company/company/file-group', async (request) => {
    const input = parse(fileGroupInput, request.body);
    const id = await addGroup(db, requireMember(request).memberId, input.companyId, input.name);
    await changed(input.companyId);
    return ok({ id });
  });
  app.put('/company/company/file-group', async (request) => {
    const input = parse(fileGroupUpdateInput, request.body);
    await changed(await renameGroup(db, requireMember(request).memberId, input.id, input.name));
    return ok(true);
  });
  app.delete('/company/company/file-group/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    await changed(await deleteGroup(db, requireMember(request).memberId, id));
    return ok(true);
  });
  app.put('/company/company/file-group/sort', async (request) => {
    const input = parse(sortInput, request.body);
    await sortRows(db, requireMember(request).memberId, 'company_file_groups', input);
    await changed(input.companyId);
    return ok(true);
  });

  // ---- staff (L07, L08, L22) and favourites (L21) ----
  app.post('/company/staff', async (request) => {
    const input = parse(staffInput, request.body);
    const created = await addStaff(db, requireMember(request).memberId, input);
    await staffChanged(created.id, input.companyId, created.code);
    return ok(created);
  });
  app.put('/company/staff', async (request) => {
    const input = parse(staffUpdateInput, request.body);
    await staffChanged(input.id, await updateStaff(db, requireMember(request).memberId, input));
    return ok(true);
  });
  app.delete('/company/staff', async (request) => {
    const { id } = parse(idInput, bodyOrQuery(request.body, request.query));
    const code = await staffCodeOf(db, id);
    const companyId = await deleteStaff(db, requireMember(request).memberId, id);
    await staffChanged(id, companyId, code);
    return ok(true);
  });
  app.post('/company/staff/add/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok({ isFavorite: await setStaffFavorite(db, requireMember(request).memberId, id, true) });
  });
  app.delete('/company/staff/delete/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return ok({ isFavorite: await setStaffFavorite(db, requireMember(request).memberId, id, false) });
  });

  // ---- employee relations (L23) ----
  app.post('/company/company/employee-relation', async (request) => {
    const input = parse(employeeRelationInput, request.body);
    await addEmployee(db, requireMember(request).memberId, input.companyId, input.memberId, input.role);
    await changed(input.companyId);
    return ok(true);
  });
  app.put('/company/company/employee-relation', async (request) => {
    const input = parse(employeeRelationInput, request.body);
    await updateEmployee(db, requireMember(request).memberId, input.companyId, input.memberId, input.role);
    await changed(input.companyId);
    return ok(true);
  });
  app.delete('/company/company/employee-relation', async (request) => {
    const input = parse(employeeRelationDeleteInput, bodyOrQuery(request.body, request.query));
    await deleteEmployee(db, requireMember(request).memberId, input.companyId, input.memberId);
    await changed(input.companyId);
    return ok(true);
  });

  // ---- customer requests (L10) ----
  app.post('/company/customer-request', async (request) => {
    const input = parse(customerRequestInput, request.body);
    return ok({ id: await addCustomerRequest(db, requireMember(request).memberId, input) });
  });

  // ---- recommendations (L26) ----
  app.post('/company/companies/recommend-news/save', async (request) => {
    const input = parse(recommendNewsInput, request.body);
    await saveRecommendedNews(db, requireMember(request).memberId, input.companyId, input.newsIds);
    await changed(input.companyId);
    void revalidateWeb(newsChangeTags());
    return ok(true);
  });
  app.post('/company/company-recommend-product/save', async (request) => {
    const input = parse(recommendProductInput, request.body);
    await saveRecommendedProducts(db, requireMember(request).memberId, input.companyId, input.productIds);
    await changed(input.companyId);
    return ok(true);
  });

  // ---- follow (L15) ----
  app.post('/company/company-followers', async (request) => {
    const { companyId } = parse(companyIdInput, request.body);
    return ok({ isFollowed: await setFollow(db, requireMember(request).memberId, companyId, true) });
  });
  app.delete('/company/company-followers', async (request) => {
    const { companyId } = parse(companyIdInput, bodyOrQuery(request.body, request.query));
    return ok({ isFollowed: await setFollow(db, requireMember(request).memberId, companyId, false) });
  });
}
