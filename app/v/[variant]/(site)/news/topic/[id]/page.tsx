import { PageBody } from '@/components/layout/page-body';
import { TopicView } from '@/components/news/topic-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { entityPage } from '@/components/site/entity-page';
import { getTopic } from '@/lib/data/news';
import { href } from '@/lib/routing/routes';
import { absoluteUrl, joinKeywords, topicTitle, truncate } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/** F12: `/news/topic/{id}`: the topic header and its sections, each with its news. */
const page = entityPage({
  load: getTopic,
  /** T07: `{topic.title}_专题_{site}`, description the topic description, keywords the section names. */
  metadata: ({ v, t, id, data }) => {
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
  },
  render: ({ v, t, data }) => (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <TopicView t={t} locale={v.locale} topic={data.topic} sections={data.sections} renderedAt={data.renderedAt} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
