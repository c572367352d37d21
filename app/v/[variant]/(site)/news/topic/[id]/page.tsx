import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { getTopic } from '@/lib/data/news';
import { TopicView } from '@/components/news/topic-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { absoluteUrl, joinKeywords, topicTitle, truncate } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  return { v, id, data: await getTopic(id) };
}

/** T07: `{topic.title}_专题_{site}`, description the topic description, keywords the section names. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  const name = v.locale === 'en' && data.topic.enTitle ? data.topic.enTitle : data.topic.title;
  const description = truncate(data.topic.description || name);
  const path = href('/news/topic/:id', { id });
  return {
    title: topicTitle(t, name),
    description,
    keywords: joinKeywords([name, ...data.topic.sections.map((s) => s.name)]),
    alternates: { canonical: path },
    openGraph: { type: 'website', title: name, description, url: absoluteUrl(path), images: data.topic.coverImg ? [data.topic.coverImg] : undefined, siteName: t('site.name') },
    twitter: { card: data.topic.coverImg ? 'summary_large_image' : 'summary', title: name, description },
  };
});

/** F12: `/news/topic/{id}`: the topic header and its sections, each with its news. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <TopicView t={t} locale={v.locale} topic={data.topic} sections={data.sections} renderedAt={data.renderedAt} />
    </PageBody>
  );
}
