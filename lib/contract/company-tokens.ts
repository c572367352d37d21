/**
 * Company permission tokens, without zod: the management bars of the public company and product pages
 * check them on first render, and the contract modules that define the answers would bring zod into those
 * pages' first load. `company.ts` and `catalogue.ts` re-export them.
 */

/** Company permission tokens (§5; `GET /admin/member/authorities`). */
export const COMPANY_TOKEN = {
  productAdd: 'company:product:add',
  productEdit: 'company:product:edit',
  productDelete: 'company:product:delete',
  brandAdd: 'company:brand:add',
  brandEdit: 'company:brand:edit',
  brandDelete: 'company:brand:delete',
  sectionAdd: 'company:section:add',
  sectionEdit: 'company:section:edit',
  sectionDelete: 'company:section:delete',
  employeeAdd: 'company:employee:add',
  employeeEdit: 'company:employee:edit',
  employeeDelete: 'company:employee:delete',
  staffAdd: 'company:staff:add',
  staffEdit: 'company:staff:edit',
  staffDelete: 'company:staff:delete',
  infoEdit: 'company:info:edit',
  contactEdit: 'company:contact:edit',
  customerRequestAdd: 'company:customer-request:add',
} as const;
export type CompanyToken = (typeof COMPANY_TOKEN)[keyof typeof COMPANY_TOKEN];

/** Company permission tokens of products and brands (U15–U20). */
export const CATALOGUE_AUTHORITY = {
  productAdd: COMPANY_TOKEN.productAdd,
  productEdit: COMPANY_TOKEN.productEdit,
  productDelete: COMPANY_TOKEN.productDelete,
  brandAdd: COMPANY_TOKEN.brandAdd,
  brandEdit: COMPANY_TOKEN.brandEdit,
  brandDelete: COMPANY_TOKEN.brandDelete,
} as const;
