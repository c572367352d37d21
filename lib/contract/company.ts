/**
 * Companies (spec §3 shapes). Routes arrive with the company issue.
 */
import { z } from 'zod';
import { COMPANY_SEARCH_SIZE } from '../constants';

/** Company autocomplete item (`/company/companies/name/search`). */
export const companySuggestionSchema = z.object({ id: z.number(), cnName: z.string(), enName: z.string().nullable() });
export type CompanySuggestion = z.infer<typeof companySuggestionSchema>;
export const companySuggestionListSchema = z.array(companySuggestionSchema);

/** Query of `GET /company/companies/name/search`: no keyword → hot companies; else up to `size` (≤ 20) by name. */
export const companyNameSearchQuery = z.object({
  keyword: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional()),
  size: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z.coerce.number().int().positive().max(COMPANY_SEARCH_SIZE).catch(COMPANY_SEARCH_SIZE).optional(),
  ),
});

export const companyCardSchema = z.object({
  companyId: z.number(),
  code: z.string(),
  name: z.string(),
  enName: z.string().nullable(),
  logo: z.string().nullable(),
  location: z.string().nullable(),
  listStatus: z.enum(['LISTED', 'UNLISTED']),
  memberKind: z.enum(['ORDINARY', 'COLLEGE']),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companySectionSchema = z.object({
  id: z.number(),
  sectionKey: z.string(),
  name: z.string(),
  content: z.string().nullable(),
});
export type CompanySection = z.infer<typeof companySectionSchema>;
