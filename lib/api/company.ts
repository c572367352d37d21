import { companySuggestionListSchema, type CompanySuggestion } from '@/lib/contract/company';
import { COMPANY_SEARCH_SIZE } from '@/lib/constants';
import type { Transport } from '@/lib/api/transport';

/**
 * `GET /company/companies/name/search` (D05, R45): without a keyword the hot companies, with one up to 20
 * suggestions `{id, cnName, enName}`.
 */
export function searchCompanyNames(t: Transport, keyword: string, options: { signal?: AbortSignal } = {}): Promise<CompanySuggestion[]> {
  const text = keyword.trim();
  return t.get('/company/companies/name/search', {
    auth: false,
    query: text ? { keyword: text, size: COMPANY_SEARCH_SIZE } : {},
    schema: companySuggestionListSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
