import { ManagedCompanyPage } from '@/components/company/managed-company-page';
import { StaffForm } from '@/components/company/staff-form';
import { getManagedCompany } from '@/lib/data/company-manage';
import { getSession } from '@/lib/data/session';
import { companyHref } from '@/lib/routing/company-links';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalMetadata('company.addStaff');

/** L07: `/management/add?companyId=` (login, personal): a new staff profile of the company (U27 checked on save). */
export default async function Page({ params, searchParams }: { params: Params; searchParams: Search }) {
  const v = parseVariant((await params).variant);
  const { token } = await getSession();
  const company = await getManagedCompany(token, (await searchParams).companyId);
  return (
    <ManagedCompanyPage locale={v.locale} title="company.addStaff" company={company}>
      {(c) => <StaffForm companyId={c.companyId} companyPath={companyHref(c)} />}
    </ManagedCompanyPage>
  );
}
