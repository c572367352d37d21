import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company-tokens';
import type { MessageKey } from '@/locales/zh';

/** U15–U32: each company permission token by the action it allows, in the spec's words (a refusal names it). */
export const COMPANY_ACTION_LABEL: Record<CompanyToken, MessageKey> = {
  [COMPANY_TOKEN.productAdd]: 'company.action.productAdd',
  [COMPANY_TOKEN.productEdit]: 'company.action.productEdit',
  [COMPANY_TOKEN.productDelete]: 'company.action.productDelete',
  [COMPANY_TOKEN.brandAdd]: 'company.action.brandAdd',
  [COMPANY_TOKEN.brandEdit]: 'company.action.brandEdit',
  [COMPANY_TOKEN.brandDelete]: 'company.action.brandDelete',
  [COMPANY_TOKEN.sectionAdd]: 'company.action.sectionAdd',
  [COMPANY_TOKEN.sectionEdit]: 'company.action.sectionEdit',
  [COMPANY_TOKEN.sectionDelete]: 'company.action.sectionDelete',
  [COMPANY_TOKEN.employeeAdd]: 'company.action.employeeAdd',
  [COMPANY_TOKEN.employeeEdit]: 'company.action.employeeEdit',
  [COMPANY_TOKEN.employeeDelete]: 'company.action.employeeDelete',
  [COMPANY_TOKEN.staffAdd]: 'company.action.staffAdd',
  [COMPANY_TOKEN.staffEdit]: 'company.action.staffEdit',
  [COMPANY_TOKEN.staffDelete]: 'company.action.staffDelete',
  [COMPANY_TOKEN.infoEdit]: 'company.action.infoEdit',
  [COMPANY_TOKEN.contactEdit]: 'company.action.contactEdit',
  [COMPANY_TOKEN.customerRequestAdd]: 'company.action.customerRequestAdd',
};

/** The tokens of a control that gathers several actions (a panel opens with any of them). */
export function tokensOf(token: CompanyToken | readonly CompanyToken[]): readonly CompanyToken[] {
  return typeof token === 'string' ? [token] : token;
}
