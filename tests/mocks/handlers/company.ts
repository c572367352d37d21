import { http } from 'msw';
import { z } from 'zod';
import { pageOf, type Page } from '@/lib/contract/common';
import { productCardSchema, type ProductCard } from '@/lib/contract/catalogue';
import { companyDetailSchema, companyFileGroupSchema, companyFileSchema, companyListItemSchema, companyMemberSchema, employeeSchema, companySearchPageSchema, companySectionFullSchema, companySuggestionListSchema, sectionTemplateSchema, customerRequestSchema, staffCardSchema } from '@/lib/contract/company';
import type { CompanyDetail, CompanyFile, CompanyFileGroup, CompanyListItem, CompanyMember, Employee, CompanySearchPage, CompanySectionFull, CompanySuggestion, CustomerRequest, SectionTemplate, StaffCard } from '@/lib/contract/company';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

const ok = z.unknown();
const idAnswer = z.object({ id: z.number() });
const followAnswer = z.object({ isFollowed: z.boolean() });

/** Company calls: the member forms' autocomplete (D05/D06), the management panels (L07–L26, U14–U33) and follows (L15). */
export const companyHandlers = {
  /** `GET /company/companies/name/search?keyword&size` (hot companies without a keyword). */
  nameSearch: (reply: Reply<CompanySuggestion[]>) =>
    http.get(`${API}/company/companies/name/search`, ({ request }) => envelope(companySuggestionListSchema, reply, request)),
  /** `GET /company/companies/{id}` (the management forms' company). */
  byId: (reply: Reply<CompanyDetail>) => http.get(`${API}/company/companies/:id`, ({ request }) => envelope(companyDetailSchema, reply, request)),
  /** `PUT /company/companies` (L16, L20). */
  update: (reply: Reply<unknown>) => http.put(`${API}/company/companies`, ({ request }) => envelope(ok, reply, request)),
  /** `PUT /company/companies/show-file-name {companyId, showFileName}` (L17). */
  showFileName: (reply: Reply<unknown>) => http.put(`${API}/company/companies/show-file-name`, ({ request }) => envelope(ok, reply, request)),
  /** `GET /company/companies/v1/search?keyword&size&provinceId&categoryId` (E16). */
  searchV1: (reply: Reply<CompanySearchPage>) => http.get(`${API}/company/companies/v1/search`, ({ request }) => envelope(companySearchPageSchema, reply, request)),
  /** `GET /company/companies/followed/page?current&size` (L15). */
  followedPage: (reply: Reply<Page<CompanyListItem>>) =>
    http.get(`${API}/company/companies/followed/page`, ({ request }) => envelope(pageOf(companyListItemSchema), reply, request)),
  /** `POST /company/company-followers {companyId}` (L15). */
  follow: (reply: Reply<{ isFollowed: boolean }>) => http.post(`${API}/company/company-followers`, ({ request }) => envelope(followAnswer, reply, request)),
  /** `DELETE /company/company-followers?companyId` (L15). */
  unfollow: (reply: Reply<{ isFollowed: boolean }>) => http.delete(`${API}/company/company-followers`, ({ request }) => envelope(followAnswer, reply, request)),

  /** `GET /company/sections/list?companyId&language` (L13). */
  sections: (reply: Reply<CompanySectionFull[]>) => http.get(`${API}/company/sections/list`, ({ request }) => envelope(z.array(companySectionFullSchema), reply, request)),
  /** `PUT /company/sections/content {id, name, content}` (L13). */
  sectionContent: (reply: Reply<unknown>) => http.put(`${API}/company/sections/content`, ({ request }) => envelope(ok, reply, request)),
  /** `POST /company/sections/batch/{companyId}/V2 {sections?, added?, deletedIds?}` (L13, U21, U23). */
  sectionBatch: (reply: Reply<unknown>) => http.post(`${API}/company/sections/batch/:companyId/V2`, ({ request }) => envelope(ok, reply, request)),
  /** `GET /company/sections/{id}/template/list?language` (V09, L12). */
  sectionTemplates: (reply: Reply<SectionTemplate[]>) =>
    http.get(`${API}/company/sections/:id/template/list`, ({ request }) => envelope(z.array(sectionTemplateSchema), reply, request)),

  /** `GET /company/company/file?companyId` (L18). */
  files: (reply: Reply<CompanyFile[]>) => http.get(`${API}/company/company/file`, ({ request }) => envelope(z.array(companyFileSchema), reply, request)),
  /** `POST /company/company/file {companyId, kind, name, url, groupId}` (L20). */
  addFile: (reply: Reply<{ id: number }>) => http.post(`${API}/company/company/file`, ({ request }) => envelope(idAnswer, reply, request)),
  /** `PUT /company/company/file {id, name?, groupId?}` (L18, L19). */
  updateFile: (reply: Reply<unknown>) => http.put(`${API}/company/company/file`, ({ request }) => envelope(ok, reply, request)),
  /** `DELETE /company/company/file/{id}` (L19). */
  deleteFile: (reply: Reply<unknown>) => http.delete(`${API}/company/company/file/:id`, ({ request }) => envelope(ok, reply, request)),
  /** `PUT /company/company/file/sort {companyId, ids}` (L19). */
  sortFiles: (reply: Reply<unknown>) => http.put(`${API}/company/company/file/sort`, ({ request }) => envelope(ok, reply, request)),
  /** `GET /company/company/file-group/list?companyId` (L18). */
  fileGroups: (reply: Reply<CompanyFileGroup[]>) =>
    http.get(`${API}/company/company/file-group/list`, ({ request }) => envelope(z.array(companyFileGroupSchema), reply, request)),
  /** `POST /company/company/file-group {companyId, name}`. */
  addFileGroup: (reply: Reply<{ id: number }>) => http.post(`${API}/company/company/file-group`, ({ request }) => envelope(idAnswer, reply, request)),
  /** `PUT /company/company/file-group {id, name}`. */
  renameFileGroup: (reply: Reply<unknown>) => http.put(`${API}/company/company/file-group`, ({ request }) => envelope(ok, reply, request)),
  /** `DELETE /company/company/file-group/{id}`. */
  deleteFileGroup: (reply: Reply<unknown>) => http.delete(`${API}/company/company/file-group/:id`, ({ request }) => envelope(ok, reply, request)),
  /** `PUT /company/company/file-group/sort {companyId, ids}`. */
  sortFileGroups: (reply: Reply<unknown>) => http.put(`${API}/company/company/file-group/sort`, ({ request }) => envelope(ok, reply, request)),

  /** `GET /company/staff/list/{companyId}` (L22). */
  staff: (reply: Reply<StaffCard[]>) => http.get(`${API}/company/staff/list/:companyId`, ({ request }) => envelope(z.array(staffCardSchema), reply, request)),
  /** `POST /company/staff` (L07): the new profile's id and code. */
  addStaff: (reply: Reply<{ id: number; code: string }>) =>
    http.post(`${API}/company/staff`, ({ request }) => envelope(z.object({ id: z.number(), code: z.string() }), reply, request)),
  /** `PUT /company/staff` (L08). */
  updateStaff: (reply: Reply<unknown>) => http.put(`${API}/company/staff`, ({ request }) => envelope(ok, reply, request)),
  /** `DELETE /company/staff?id` (L08, L22). */
  deleteStaff: (reply: Reply<unknown>) => http.delete(`${API}/company/staff`, ({ request }) => envelope(ok, reply, request)),

  /** `GET /admin/company/{companyId}/employees/page` (L23; the management bar's admin check, U14). */
  employees: (reply: Reply<Page<Employee>>) => http.get(`${API}/admin/company/:companyId/employees/page`, ({ request }) => envelope(pageOf(employeeSchema), reply, request)),
  /** `GET /admin/member/company/page?companyId&keyword&current&size` (L23). */
  members: (reply: Reply<Page<CompanyMember>>) => http.get(`${API}/admin/member/company/page`, ({ request }) => envelope(pageOf(companyMemberSchema), reply, request)),
  /** `POST|PUT|DELETE /company/company/employee-relation` (U24–U26). */
  addEmployee: (reply: Reply<unknown>) => http.post(`${API}/company/company/employee-relation`, ({ request }) => envelope(ok, reply, request)),
  updateEmployee: (reply: Reply<unknown>) => http.put(`${API}/company/company/employee-relation`, ({ request }) => envelope(ok, reply, request)),
  deleteEmployee: (reply: Reply<unknown>) => http.delete(`${API}/company/company/employee-relation`, ({ request }) => envelope(ok, reply, request)),

  /** `POST /company/companies/recommend-news/save {companyId, newsIds}` (L26). */
  saveRecommendedNews: (reply: Reply<unknown>) => http.post(`${API}/company/companies/recommend-news/save`, ({ request }) => envelope(ok, reply, request)),
  /** `GET /company/company-recommend-product/page?companyId&size` (L26). */
  recommendedProducts: (reply: Reply<Page<ProductCard>>) =>
    http.get(`${API}/company/company-recommend-product/page`, ({ request }) => envelope(pageOf(productCardSchema), reply, request)),
  /** `POST /company/company-recommend-product/save {companyId, productIds}` (L26). */
  saveRecommendedProducts: (reply: Reply<unknown>) => http.post(`${API}/company/company-recommend-product/save`, ({ request }) => envelope(ok, reply, request)),

  /** `GET /company/customer-request/page?companyId&current&size` (L25). */
  customerRequests: (reply: Reply<Page<CustomerRequest>>) =>
    http.get(`${API}/company/customer-request/page`, ({ request }) => envelope(pageOf(customerRequestSchema), reply, request)),
  /** `POST /company/customer-request {companyId, name, category, attachment}` (L10). */
  addCustomerRequest: (reply: Reply<{ id: number }>) => http.post(`${API}/company/customer-request`, ({ request }) => envelope(idAnswer, reply, request)),
};
