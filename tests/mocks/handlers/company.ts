import { http } from 'msw';
import { companySuggestionListSchema, type CompanySuggestion } from '@/lib/contract/company';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** Company calls of the member forms (D05/D06: the company autocomplete). */
export const companyHandlers = {
  /** `GET /company/companies/name/search?keyword&size` (hot companies without a keyword). */
  nameSearch: (reply: Reply<CompanySuggestion[]>) =>
    http.get(`${API}/company/companies/name/search`, ({ request }) => envelope(companySuggestionListSchema, reply, request)),
};
