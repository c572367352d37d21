import { notFound } from 'next/navigation';
import { ManagePageHeader } from '@/components/company/manage-page-header';
import { StaffForm } from '@/components/company/staff-form';
import { PageBody } from '@/components/layout/page-body';
import { getStaffForEdit } from '@/lib/data/company-manage';
import { getSession } from '@/lib/data/session';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { parseVariant } from '@/lib/routing/variant';
import { personalMetadata } from '@/lib/seo/personal-metadata';

type Params = Promise<{ variant: string; managerCode: string }>;

export const generateMetadata = personalMetadata('company.staffEditTitle');

/** L08: `/management/edit/{managerCode}` (login, personal): loads and saves a staff profile (U28; delete U29). */
export default async function Page({ params }: { params: Params }) {
  const { variant, managerCode } = await params;
  const v = parseVariant(variant);
  const t = createTranslate(getMessages(v.locale));
  const { token } = await getSession();
  const staff = await getStaffForEdit(token, managerCode);
  if (!staff) notFound();
  return (
    <PageBody>
      <ManagePageHeader t={t} locale={v.locale} title={t('company.staffEditTitle')} company={staff.company} />
      <StaffForm companyId={staff.companyId} companyPath={companyHref(staff.company)} initial={staff} />
    </PageBody>
  );
}
