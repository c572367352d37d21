import type { Metadata } from 'next';
import { CustomerRequestsView } from '@/components/company/customer-requests-view';
import { ManagePageHeader, NoCompany } from '@/components/company/manage-page-header';
import { PageBody } from '@/components/layout/page-body';
import { loadManagedCompany } from '@/lib/data/company-manage';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

/** Per member and request (reads the session cookies and the query). */
export const dynamic = 'force-dynamic';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createTranslate(getMessages(parseVariant((await params).variant).locale));
  return { title: joinTitle([t('company.customerRequests'), t('site.name')]), robots: { index: false } };
}

/** L10/L25: `/customer/add?companyId=` (login, personal): submit a customer request (U32) and see the requests with their review status. */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { token } = await getSession();
  const company = await loadManagedCompany(token, (await searchParams).companyId);
  return (
    <PageBody>
      {company ? (
        <>
          <ManagePageHeader t={t} locale={v.locale} title={t('company.customerRequests')} company={company} />
          <CustomerRequestsView companyId={company.companyId} />
        </>
      ) : (
        <NoCompany t={t} />
      )}
    </PageBody>
  );
}
