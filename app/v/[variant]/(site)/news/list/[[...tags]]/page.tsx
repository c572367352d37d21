import { HomeBanners } from '@/components/banner/home-banners';
import { PageBody } from '@/components/layout/page-body';
import { NewsListView } from '@/components/news/news-list-view';
import { TopicCards } from '@/components/news/topic-cards';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { JsonLd } from '@/components/seo/json-ld';
import { listPage } from '@/components/site/list-page';
import { getCaseClassIds } from '@/lib/data/case';
import { getNewsList, getTopicList } from '@/lib/data/news';
import { localName } from '@/lib/format/tag-label';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { joinTitle, listDescription, newsListTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

/**
 * F29: topic cards above the unfiltered first page (under the banners, O29): the topic list, so every topic is reached
 * by a link (issue 31 item 3; there is no other list of topics). At most this many, newest first.
 */
const TOPIC_CARDS = 12;

/** F16: `/news/:classTag?/:themeTag?`. */
const page = listPage({
  filter: ({ tags = [] }: { variant: string; tags?: string[] }) => tags,
  load: (v, tags) => {
    const [classCode, themeCode] = tags.map(decodeURIComponent);
    return getNewsList(classCode, themeCode, v.page);
  },
  pageOf: (data) => data.list,
  metadata: ({ v, t, filter: tags, data }) => {
    const label = (tag: { name: string; enName: string | null } | null | undefined) => (tag ? localName(v.locale, tag.name, tag.enName) : null);
    // issue 31 item 7: a facet (class × theme) names both, so `/news/packaging/sustainability` and `/news/printing/sustainability` differ
    const name = joinTitle([label(data.themeTag), label(data.classTag)]) || null;
    return {
      title: newsListTitle(t, name),
      description: listDescription(t, 'news', name ?? t('news.title')),
      keywords: t('site.keywords'),
      alternates: { canonical: ['/news', ...tags].join('/') },
      // Issue 20 item 6: an empty class × theme combination is not indexed.
      ...(data.list.total === 0 ? { robots: NOINDEX } : {}),
    };
  },
  render: async ({ v, t, data }) => {
    const home = v.page === 1 && !data.classTag;
    const topics = home ? await getTopicList(TOPIC_CARDS) : [];
    return (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
        {home && <HomeBanners site="news" />}
        <JsonLd data={itemListJsonLd(listEntries.news(data.list.records, await getCaseClassIds()), v.locale)} />
        <TopicCards t={t} locale={v.locale} topics={topics} />
        <NewsListView t={t} locale={v.locale} {...data} />
      </PageBody>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
