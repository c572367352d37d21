import { JsonLd } from '@/components/seo/json-ld';
import { itemListJsonLd, listEntries } from '@/lib/seo/structured-data';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { NotFoundBody } from '@/components/site/not-found-body';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import { PageBody } from '@/components/layout/page-body';
import { FlashListView } from '@/components/news/flash-list-view';
import { getFlashPage } from '@/lib/data/news';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { listMetadata } from '@/lib/seo/metadata';
import { flashListTitle, joinKeywords, truncate } from '@/lib/seo/templates';

type Params = Promise<{ variant: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list } = await getFlashPage(v.page);
  if (pastTheEnd(v.page, list)) return {};
  const description = truncate(list.records.map((f) => f.title).join('；') || t('site.description'));
  return listMetadata({ title: flashListTitle(t), description, keywords: joinKeywords([t('news.seoFlash'), t('site.keywords')]) }, '/news/flash', v.page, t('site.name'));
});

/** F10: `/news/flash`: flashes newest first, paged. */
export default async function Page({ params }: { params: Params }) {
  const v = parseVariant((await params).variant);
  const t = createTranslate(getMessages(v.locale));
  const { list, renderedAt } = await getFlashPage(v.page);
  if (pastTheEnd(v.page, list)) return <NotFoundBody />;
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <JsonLd data={itemListJsonLd(listEntries.flashes(list.records), v.locale)} />
      <FlashListView t={t} locale={v.locale} list={list} renderedAt={renderedAt} />
    </PageBody>
  );
}
