import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { PageBody } from '@/components/layout/page-body';
import { getSiteTagNews } from '@/lib/data/news';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { SITE_TAG } from '@/lib/constants';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';
import { href } from '@/lib/routing/routes';

/** The news sites that are one site tag each: F08 `/news/foodtools` (5243) and F09 `/news/features` (5244). */
const SITES = {
  foodtools: { tagId: SITE_TAG.newsFoodtools, title: 'news.foodtoolsTitle' },
  features: { tagId: SITE_TAG.newsFeatures, title: 'news.featuresTitle' },
} as const;

export type SiteTagNewsKind = keyof typeof SITES;
export type SiteTagNewsParams = Promise<{ variant: string }>;

export async function siteTagNewsMetadata(kind: SiteTagNewsKind, params: SiteTagNewsParams): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, (await getSiteTagNews(SITES[kind].tagId, v.page)).list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return listMetadata(newsListSeo(t, t(SITES[kind].title)), href(`/news/${kind}`), v.page, t('site.name'));
}

export async function SiteTagNewsPage({ kind, params }: { kind: SiteTagNewsKind; params: SiteTagNewsParams }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list, renderedAt } = await getSiteTagNews(SITES[kind].tagId, v.page);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection t={t} locale={v.locale} basePath={href(`/news/${kind}`)} title={t(SITES[kind].title)} list={list} renderedAt={renderedAt} testId="site-tag-news" />
    </PageBody>
  );
}
