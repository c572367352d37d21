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
  return listMetadata(newsListSeo(t, t('news.foodtoolsTitle')), '/news/foodtools', v.page, t('site.name'));
}

/** F08: `/news/foodtools`: news with site tag 5243, paged. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list, renderedAt } = await loadSiteTagNews(SITE_TAG.newsFoodtools, v.page);
  return (
    <SiteShell variant={v} section="news" aside={<NewsSiteColumn t={t} variant={v} />}>
      <NewsListSection t={t} locale={v.locale} basePath="/news/foodtools" title={t('news.foodtoolsTitle')} list={list} renderedAt={renderedAt} testId="site-tag-news" />
    </SiteShell>
  );
}
