import { CustomerRequestsView } from '@/components/company/customer-requests-view';
import { ManagedCompanyPage } from '@/components/company/managed-company-page';
import { getManagedCompany } from '@/lib/data/company-manage';
import { getSession } from '@/lib/data/session';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalMetadata('company.customerRequests');

/** L10/L25: `/customer/add?companyId=` (login, personal): submit a customer request (U32) and see the requests with their review status. */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  const { token } = await getSession();
  const company = await getManagedCompany(token, (await searchParams).companyId);
  return (
    <ManagedCompanyPage locale={v.locale} title="company.customerRequests" company={company}>
      {(c) => <CustomerRequestsView companyId={c.companyId} />}
    </ManagedCompanyPage>
  );
}
