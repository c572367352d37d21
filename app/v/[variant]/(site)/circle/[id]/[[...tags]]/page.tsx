import { NotFoundBody } from '@/components/site/not-found-body';
import { NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { notFound } from 'next/navigation';
import { CirclePageView } from '@/components/circle/circle-page-view';
import { JsonLd } from '@/components/seo/json-ld';
import { circleJsonLd } from '@/lib/seo/structured-data';
import { PageBody } from '@/components/layout/page-body';
import { getCirclePage } from '@/lib/data/circle';
import { getPostSiteTags } from '@/lib/data/post';
import { PostCircleColumn } from '@/components/right-column/post-circle-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, truncate } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string; tags?: string[] }>;

export const revalidate = 120;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, id, tags = [] } = await params;
  if (!/^\d+$/.test(id) || tags.length > 2) notFound();
  const v = parseVariant(variant);
  const [postTag, themeTag] = tags.map((s) => decodeURIComponent(s));
  const data = await getCirclePage(Number(id), postTag, themeTag, v.page);
  return { v, id: Number(id), data };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.posts)) return {};
  const t = createTranslate(getMessages(v.locale));
  return {
    title: joinTitle([data.circle.circleName, t('circle.title'), t('site.name')]),
    description: truncate(data.circle.description ?? data.circle.circleName),
    alternates: { canonical: href('/circle/:id/:postTag?/:themeTag?', { id }) },
    openGraph: { type: 'website', images: data.circle.avatar ? [data.circle.avatar] : undefined },
    // Issue 20 item 10: a private circle's page lists nothing a visitor may read: not indexed.
    ...(data.circle.isPublic ? {} : { robots: NOINDEX }),
  };
});

/** G08: `/circle/{id}/:postTag?/:themeTag?`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.posts)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  const siteTags = await getPostSiteTags();
  return (
    <PageBody aside={<PostCircleColumn t={t} locale={v.locale} circleId={id} mobile={v.device === 'mobile'} />}>
      <JsonLd data={circleJsonLd(data.circle, data.posts.records, v.locale)} />
      <CirclePageView t={t} locale={v.locale} siteTags={siteTags} {...data} />
    </PageBody>
  );
}
