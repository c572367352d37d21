import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { loadSiteTagNews } from '@/components/news/load-news-reading';
import { NewsListSection } from '@/components/news/news-list-section';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { SITE_TAG } from '@/lib/constants';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { newsListSeo } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  return listMetadata(newsListSeo(t, t('news.featuresTitle')), '/news/features', v.page, t('site.name'));
}

/** F09: `/news/features`: news with site tag 5244, paged. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list, renderedAt } = await loadSiteTagNews(SITE_TAG.newsFeatures, v.page);
  return (
    <SiteShell variant={v} section="news" aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection t={t} locale={v.locale} basePath="/news/features" title={t('news.featuresTitle')} list={list} renderedAt={renderedAt} testId="site-tag-news" />
    </SiteShell>
  );
}
