import { getCaseClassIds } from '@/lib/data/case';
import { NotFoundBody } from '@/components/site/not-found-body';
import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { NOINDEX, withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { HomeBanners } from '@/components/banner/home-banners';
import { PageBody } from '@/components/layout/page-body';
import { getNewsList, getTopicList } from '@/lib/data/news';
import { TopicCards } from '@/components/news/topic-cards';
import { NewsListView } from '@/components/news/news-list-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle, listDescription, newsListTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; tags?: string[] }>;

export const revalidate = 300;

/**
 * F29: topic cards above the unfiltered first page (under the banners, O29): the topic list, so every topic is reached
 * by a link (issue 31 item 3; there is no other list of topics). At most this many, newest first.
 */
const TOPIC_CARDS = 12;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, tags = [] } = await params;
  const v = parseVariant(variant);
  const [classCode, themeCode] = tags.map(decodeURIComponent);
  return { v, tags, data: await getNewsList(classCode, themeCode, v.page) };
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, tags, data } = await load(params);
  if (pastTheEnd(v.page, data?.list)) return {};
  const t = createTranslate(getMessages(v.locale));
  const label = (tag: { name: string; enName: string | null } | null | undefined) => (tag ? (v.locale === 'en' && tag.enName ? tag.enName : tag.name) : null);
  // issue 31 item 7: a facet (class × theme) names both, so `/news/packaging/sustainability` and `/news/printing/sustainability` differ
  const name = joinTitle([label(data?.themeTag), label(data?.classTag)]) || null;
  return {
    title: newsListTitle(t, name),
    description: listDescription(t, 'news', name ?? t('news.title')),
    keywords: t('site.keywords'),
    alternates: { canonical: ['/news', ...tags].join('/') },
    // Issue 20 item 6: an empty class × theme combination is not indexed.
    ...(data && data.list.total === 0 ? { robots: NOINDEX } : {}),
  };
});

/** F16: `/news/:classTag?/:themeTag?`. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data || pastTheEnd(v.page, data.list)) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
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
}
