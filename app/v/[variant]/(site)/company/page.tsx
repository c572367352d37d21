import { CollegeHomeView } from '@/components/company/college-home-view';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { getCollegeHome } from '@/lib/data/company';
import { href } from '@/lib/routing/routes';
import { collegeHomeTitle, companyAreaMetadata } from '@/lib/seo/company';
import { pagedPath } from '@/lib/seo/metadata';

export const revalidate = 300;

/** L02: `/company`, the college home. */
const page = listPage({
  load: (v) => getCollegeHome(v.page),
  pageOf: (list) => list,
  /** T11: `院校_{site}`. */
  metadata: ({ v, t }) => companyAreaMetadata(t, { title: collegeHomeTitle(t, 'college'), description: t('company.collegeIntro'), path: pagedPath(href('/company'), v.page) }),
  render: ({ v, t, data: list }) => (
    <PageBody>
      <CollegeHomeView t={t} locale={v.locale} list={list} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
