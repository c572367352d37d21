import type { ReactNode } from 'react';
import { PageBody } from '@/components/layout/page-body';
import type { Locale } from '@/lib/constants';
import type { CompanyDetail } from '@/lib/contract/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import type { MessageKey } from '@/locales/zh';
import { ManagePageHeader, NoCompany } from './manage-page-header';

/**
 * The body of a personal company-management page (`/customer/add`, `/management/add`): the page's head for the
 * company it works on, then its panel; without a company (none named, none of the member's), the note.
 */
export function ManagedCompanyPage(props: { locale: Locale; title: MessageKey; company: CompanyDetail | null; children: (company: CompanyDetail) => ReactNode }) {
  const t = createTranslate(getMessages(props.locale));
  const { company } = props;
  return (
    <PageBody>
      {company ? (
        <>
          <ManagePageHeader t={t} locale={props.locale} title={t(props.title)} company={company} />
          {props.children(company)}
        </>
      ) : (
        <NoCompany t={t} />
      )}
    </PageBody>
  );
}
