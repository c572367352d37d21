import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { StaffProfileView } from '@/components/company/staff-profile-view';
import { PageBody } from '@/components/layout/page-body';
import { getStaffProfile } from '@/lib/data/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { companyHref } from '@/lib/routing/company-links';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { personJsonLd } from '@/lib/seo/company-json-ld';
import { companyAreaMetadata, managerTitle } from '@/lib/seo/company';
import { absoluteUrl } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; managerCode: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, managerCode } = await params;
  const v = parseVariant(variant);
  return { v, staff: /^[\w-]{1,64}$/.test(managerCode) ? await getStaffProfile(managerCode) : null };
}

/** T18: `{staff.name}_{company}_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, staff } = await load(params);
  if (!staff) return {};
  const t = createTranslate(getMessages(v.locale));
  return companyAreaMetadata(t, {
    title: managerTitle(t, staff),
    description: staff.description ?? [staff.position, staff.company.name].filter(Boolean).join('@'),
    keywords: [staff.name, staff.company.name],
    path: href('/management/:managerCode', { managerCode: staff.code }),
    image: staff.avatar,
  });
});

/** L09: `/management/:managerCode`, a staff profile (records a view). */
export default async function Page({ params }: { params: Params }) {
  const { v, staff } = await load(params);
  if (!staff) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const url = absoluteUrl(href('/management/:managerCode', { managerCode: staff.code }));
  const companyUrl = absoluteUrl(companyHref(staff.company));
  return (
    <PageBody>
      <JsonLd data={personJsonLd(staff, url, companyUrl)} />
      <StaffProfileView t={t} staff={staff} />
    </PageBody>
  );
}
