import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { CollegeHomeView } from '@/components/company/college-home-view';
import { PageBody } from '@/components/layout/page-body';
import { getCollegeHome } from '@/lib/data/company';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { parseVariant } from '@/lib/routing/variant';
import { collegeHomeTitle, companyAreaMetadata } from '@/lib/seo/company';
import { pagedPath } from '@/lib/seo/metadata';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

/** T11: `院校_{site}`. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, await getCollegeHome(v.page))) return {};
  const t = createTranslate(getMessages(v.locale));
  return companyAreaMetadata(t, { title: collegeHomeTitle(t, 'college'), description: t('company.collegeIntro'), path: pagedPath(href('/company'), v.page) });
});

/** L02: `/company`, the college home. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const list = await getCollegeHome(v.page);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  return (
    <PageBody>
      <CollegeHomeView t={t} locale={v.locale} list={list} />
    </PageBody>
  );
}
