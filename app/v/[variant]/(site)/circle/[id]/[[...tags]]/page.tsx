import { notFound } from 'next/navigation';
import { CirclePageView } from '@/components/circle/circle-page-view';
import { PageBody } from '@/components/layout/page-body';
import { PostCircleColumn } from '@/components/right-column/post-circle-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getCirclePage } from '@/lib/data/circle';
import { getPostSiteTags } from '@/lib/data/post';
import { numericParam } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { circleJsonLd } from '@/lib/seo/structured-data';
import { joinTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 120;

export { generateStaticParams } from '@/components/site/on-demand';

/** G08: `/circle/{id}/:postTag?/:themeTag?`. */
const page = listPage({
  filter: ({ id, tags = [] }: { variant: string; id: string; tags?: string[] }) => {
    if (tags.length > 2) notFound();
    const [postTag, themeTag] = tags.map((s) => decodeURIComponent(s));
    return { id: numericParam(id), postTag, themeTag };
  },
  load: (v, { id, postTag, themeTag }) => getCirclePage(id, postTag, themeTag, v.page),
  pageOf: (data) => data.posts,
  metadata: ({ t, filter: { id }, data }) => ({
    title: joinTitle([data.circle.circleName, t('circle.title'), t('site.name')]),
    description: truncate(data.circle.description ?? data.circle.circleName),
    alternates: { canonical: href('/circle/:id/:postTag?/:themeTag?', { id }) },
    openGraph: { type: 'website', images: data.circle.avatar ? [data.circle.avatar] : undefined },
    // Issue 20 item 10: a private circle's page lists nothing a visitor may read: not indexed.
    ...(data.circle.isPublic ? {} : { robots: NOINDEX }),
  }),
  render: async ({ v, t, filter: { id }, data }) => {
    const siteTags = await getPostSiteTags();
    return (
      <PageBody aside={<PostCircleColumn t={t} locale={v.locale} circleId={id} mobile={v.device === 'mobile'} />}>
        <JsonLd data={circleJsonLd(data.circle, data.posts.records, v.locale)} />
        <CirclePageView t={t} locale={v.locale} siteTags={siteTags} {...data} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
