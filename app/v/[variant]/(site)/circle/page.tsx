import { CircleIndexView } from '@/components/circle/circle-index-view';
import { PageBody } from '@/components/layout/page-body';
import { PostSiteColumn } from '@/components/right-column/post-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getCircleIndex } from '@/lib/data/circle';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { joinTitle, listDescription } from '@/lib/seo/templates';

export const revalidate = 120;

/** G07: `/circle`. */
const page = listPage({
  load: (v) => getCircleIndex(v.page),
  pageOf: (data) => data.list,
  metadata: ({ t }) => ({
    title: joinTitle([t('circle.title'), t('site.name')]),
    description: listDescription(t, 'circles', t('circle.title')),
    alternates: { canonical: '/circle' },
  }),
  render: ({ v, t, data }) => (
    <PageBody aside={<PostSiteColumn t={t} locale={v.locale} mobile={v.device === 'mobile'} />}>
      <JsonLd data={itemListJsonLd(listEntries.circles(data.list.records.filter((c) => c.isPublic)), v.locale)} />
      <CircleIndexView t={t} {...data} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
