import { CooperationView } from '@/components/company/cooperation-view';
import { PageBody } from '@/components/layout/page-body';
import { listPage } from '@/components/site/list-page';
import { getCooperation } from '@/lib/data/company';
import { href } from '@/lib/routing/routes';
import { companyAreaMetadata, cooperationTitle } from '@/lib/seo/company';
import { pagedPath } from '@/lib/seo/metadata';

export const revalidate = 300;

/** L01: `/cooperation`. */
const page = listPage({
  load: (v) => getCooperation(v.page, v.locale),
  pageOf: (data) => data.companies,
  /** T10: `商务合作_{site}`, description from business_cooperation.description. */
  metadata: ({ v, t, data: { sitePage } }) =>
    companyAreaMetadata(t, { title: cooperationTitle(t), description: sitePage?.description ?? null, path: pagedPath(href('/cooperation'), v.page) }),
  render: ({ v, t, data: { sitePage, companies } }) => (
    <PageBody>
      <CooperationView t={t} locale={v.locale} page={sitePage} companies={companies} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
