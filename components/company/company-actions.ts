import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company-tokens';
import type { MessageKey } from '@/locales/zh';

/** U15–U32: each company permission token by the action it allows, in the spec's words (a refusal names it). */
export const COMPANY_ACTION_LABEL: Record<CompanyToken, MessageKey> = {
  [COMPANY_TOKEN.productAdd]: 'company.action.productAdd',
  [COMPANY_TOKEN.productEdit]: 'productEditor.editTitle',
  [COMPANY_TOKEN.productDelete]: 'productEditor.delete',
  [COMPANY_TOKEN.brandAdd]: 'company.action.brandAdd',
  [COMPANY_TOKEN.brandEdit]: 'brandEditor.editTitle',
  [COMPANY_TOKEN.brandDelete]: 'brandEditor.delete',
  [COMPANY_TOKEN.sectionAdd]: 'company.action.sectionAdd',
  [COMPANY_TOKEN.sectionEdit]: 'company.editSection',
  [COMPANY_TOKEN.sectionDelete]: 'company.deleteSection',
  [COMPANY_TOKEN.employeeAdd]: 'company.action.employeeAdd',
  [COMPANY_TOKEN.employeeEdit]: 'company.action.employeeEdit',
  [COMPANY_TOKEN.employeeDelete]: 'company.action.employeeDelete',
  [COMPANY_TOKEN.staffAdd]: 'company.addStaff',
  [COMPANY_TOKEN.staffEdit]: 'company.staffEditTitle',
  [COMPANY_TOKEN.staffDelete]: 'company.action.staffDelete',
  [COMPANY_TOKEN.infoEdit]: 'company.editInfo',
  [COMPANY_TOKEN.contactEdit]: 'company.editContact',
  [COMPANY_TOKEN.customerRequestAdd]: 'company.addCustomer',
};

/** The tokens of a control that gathers several actions (a panel opens with any of them). */
export function tokensOf(token: CompanyToken | readonly CompanyToken[]): readonly CompanyToken[] {
  return typeof token === 'string' ? [token] : token;
}
