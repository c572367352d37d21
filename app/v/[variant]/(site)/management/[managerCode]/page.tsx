import { StaffProfileView } from '@/components/company/staff-profile-view';
import { PageBody } from '@/components/layout/page-body';
import { JsonLd } from '@/components/seo/json-ld';
import { entityPage } from '@/components/site/entity-page';
import { getStaffProfile } from '@/lib/data/company';
import { companyHref } from '@/lib/routing/company-links';
import { href } from '@/lib/routing/routes';
import { personJsonLd } from '@/lib/seo/company-json-ld';
import { companyAreaMetadata, managerTitle } from '@/lib/seo/company';
import { absoluteUrl } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** L09: `/management/:managerCode`, a staff profile (records a view). */
const page = entityPage({
  key: (p: { variant: string; managerCode: string }) => p.managerCode,
  load: async (code) => (/^[\w-]{1,64}$/.test(code) ? getStaffProfile(code) : null),
  /** T18: `{staff.name}_{company}_{site}`. */
  metadata: ({ t, data: staff }) =>
    companyAreaMetadata(t, {
      title: managerTitle(t, staff),
      description: staff.description ?? [staff.position, staff.company.name].filter(Boolean).join('@'),
      keywords: [staff.name, staff.company.name],
      path: href('/management/:managerCode', { managerCode: staff.code }),
      image: staff.avatar,
    }),
  render: ({ t, data: staff }) => (
    <PageBody>
      <JsonLd data={personJsonLd(staff, absoluteUrl(href('/management/:managerCode', { managerCode: staff.code })), absoluteUrl(companyHref(staff.company)))} />
      <StaffProfileView t={t} staff={staff} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
