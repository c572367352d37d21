import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { PageBody } from '@/components/layout/page-body';
import { getHotNews } from '@/lib/data/news';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  if (pastTheEnd(v.page, (await getHotNews(v.page)).list)) return {};
  const t = createTranslate(getMessages(v.locale));
  return listMetadata(newsListSeo(t, t('news.hotTitle')), '/news/hot', v.page, t('site.name'));
});

/** F07: `/news/hot`: news ranked by views and recency, paged. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list, renderedAt } = await getHotNews(v.page);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection t={t} locale={v.locale} basePath="/news/hot" title={t('news.hotTitle')} list={list} renderedAt={renderedAt} testId="hot-list" />
    </PageBody>
  );
}
