import { PageBody } from '@/components/layout/page-body';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { listPage } from '@/components/site/list-page';
import { SITE_TAG } from '@/lib/constants';
import { getSiteTagNews } from '@/lib/data/news';
import { href } from '@/lib/routing/routes';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';
import { NewsListSection } from './news-list-section';

/** The news sites that are one site tag each: F08 `/news/foodtools` (5243) and F09 `/news/features` (5244). */
const SITES = {
  foodtools: { tagId: SITE_TAG.newsFoodtools, title: 'news.foodtoolsTitle' },
  features: { tagId: SITE_TAG.newsFeatures, title: 'news.featuresTitle' },
} as const;

/** The page of one of those sites, on `listPage`. */
export function siteTagNewsPage(kind: keyof typeof SITES) {
  return listPage({
    load: (v) => getSiteTagNews(SITES[kind].tagId, v.page),
    pageOf: (data) => data.list,
    metadata: ({ v, t }) => listMetadata(newsListSeo(t, t(SITES[kind].title)), href(`/news/${kind}`), v.page, t('site.name')),
    render: ({ v, t, data: { list, renderedAt } }) => (
      <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
        <NewsListSection t={t} locale={v.locale} basePath={href(`/news/${kind}`)} title={t(SITES[kind].title)} list={list} renderedAt={renderedAt} testId="site-tag-news" />
      </PageBody>
    ),
  });
}
