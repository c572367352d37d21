import { PageBody } from '@/components/layout/page-body';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { listPage } from '@/components/site/list-page';
import { getHotNews } from '@/lib/data/news';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

export const revalidate = 300;

/** F07: `/news/hot`: news ranked by views and recency, paged. */
const page = listPage({
  load: (v) => getHotNews(v.page),
  pageOf: (data) => data.list,
  metadata: ({ v, t }) => listMetadata(newsListSeo(t, t('news.hotTitle')), '/news/hot', v.page, t('site.name')),
  render: ({ v, t, data }) => (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection t={t} locale={v.locale} basePath="/news/hot" title={t('news.hotTitle')} list={data.list} renderedAt={data.renderedAt} testId="hot-list" />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
