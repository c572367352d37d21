import { COMPANY_TOKEN, type CompanyToken } from '@/lib/contract/company-tokens';
import { href } from '@/lib/routing/routes';
import type { MessageKey } from '@/locales/zh';

/**
 * Issue 29 item 4: the catalogue's add editors, offered to company staff with the token on the company bar and on
 * their own member page (the API files a new product or brand under the member's company and checks the token).
 */
export const CATALOGUE_ADD_LINKS: readonly { token: CompanyToken; label: MessageKey; to: string; testId: string }[] = [
  { token: COMPANY_TOKEN.productAdd, label: 'company.action.productAdd', to: href('/product/add'), testId: 'manage-product-add' },
  { token: COMPANY_TOKEN.brandAdd, label: 'company.action.brandAdd', to: href('/brand/add'), testId: 'manage-brand-add' },
];
