import 'server-only';
import { cache } from 'react';
import * as companyApi from '@/lib/api/company';
import { getMemberInfo } from '@/lib/api/member';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import type { CompanyDetail, StaffDetail } from '@/lib/contract/company';

/**
 * Reads of the personal company-management pages (`/management/add`, `/management/edit/{code}`, `/customer/add`):
 * per request with the member's token, never cached (`no-store` also for the calls that are public: an editor must
 * not show a profile or company from the shared data cache).
 */

/** A positive integer from the query, else null. */
function idOf(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

/**
 * The company a management page works on: `?companyId=` when given, else the member's own company (`companyId` of
 * `GET /admin/member/basic-info`); then `GET /company/companies/{id}`. Null when there is none (the API checks the
 * member's rights on every write).
 */
export const getManagedCompany = cache(async (token: string | null, companyIdParam: string | string[] | undefined): Promise<CompanyDetail | null> => {
  if (!token) return null;
  const t = serverTransport({ token, cache: 'no-store' });
  const companyId = idOf(companyIdParam) ?? ((await getMemberInfo(t).catch(() => null))?.companyId || null);
  return companyId ? nullIfNotFound(companyApi.getCompanyById(t, companyId)) : null;
});

/** L08: `GET /company/staff/detail/{code}` for the editor; null for an unknown code. */
export const getStaffForEdit = cache(async (token: string | null, code: string): Promise<StaffDetail | null> => {
  if (!token || !/^[\w-]{1,64}$/.test(code)) return null;
  return nullIfNotFound(companyApi.getStaffDetailAsMember(serverTransport({ token, cache: 'no-store' }), code));
});
