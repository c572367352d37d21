import { NotFoundBody } from '@/components/site/not-found-body';
import { withPageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { FlashDetailView } from '@/components/news/flash-detail-view';
import { JsonLd } from '@/components/seo/json-ld';
import { flashJsonLd } from '@/lib/seo/structured-data';
import { getFlash } from '@/lib/data/news';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { absoluteUrl, flashDetailTitle, joinKeywords, truncate } from '@/lib/seo/templates';
import { idPageParams } from '@/lib/routing/page-params';
import { href } from '@/lib/routing/routes';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { v, id } = await idPageParams(params);
  return { v, id, data: await getFlash(id) };
}

/** `{flash.title}_快讯_{site}`, description the flash text. */
export const generateMetadata = withPageMetadata(async function pageMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, data } = await load(params);
  if (!data) return {};
  const t = createTranslate(getMessages(v.locale));
  const title = flashDetailTitle(t, data.flash.title);
  const description = truncate(data.flash.content || data.flash.title);
  const path = href('/news/flash/:id', { id });
  return {
    title,
    description,
    keywords: joinKeywords([data.flash.sourceName, t('news.seoFlash'), t('site.keywords')]),
    alternates: { canonical: path },
    openGraph: { type: 'article', title: data.flash.title, description, url: absoluteUrl(path), siteName: t('site.name') },
    twitter: { card: 'summary', title: data.flash.title, description },
  };
});

/** F11: `/news/flash/{id}`: one flash with its related news. */
export default async function Page({ params }: { params: Params }) {
  const { v, data } = await load(params);
  if (!data) return <NotFoundBody />;
  const t = createTranslate(getMessages(v.locale));
  return (
    <PageBody aside={<NewsSiteColumn t={t} variant={v} />}>
      <JsonLd data={flashJsonLd(data.flash, t, v.locale)} />
      <FlashDetailView t={t} locale={v.locale} flash={data.flash} related={data.related} />
    </PageBody>
  );
}
