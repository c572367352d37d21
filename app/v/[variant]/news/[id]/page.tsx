import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteShell } from '@/components/layout/site-shell';
import { loadNewsDetail } from '@/components/news/load-news';
import { NewsDetailView } from '@/components/news/news-detail-view';
import { NewsSiteColumn } from '@/components/right-column/news-site-column';
import { htmlToText, sanitizeContentHtml } from '@/lib/html/sanitize';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { newsDetailTitle, truncate } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; id: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function load(params: Params) {
  const { variant, id } = await params;
  if (!/^\d+$/.test(id)) notFound();
  return { v: parseVariant(variant), id: Number(id), news: await loadNewsDetail(Number(id)) };
}

const siteUrl = () => process.env.SITE_URL ?? 'http://localhost:3000';

/** T03: `{news.title}_资讯_{site}`, keywords from seoKeywords (else the tag names), 120-char description. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, id, news } = await load(params);
  if (!news) return {};
  const t = createTranslate(getMessages(v.locale));
  const description = truncate(news.summary || htmlToText(news.content));
  const keywords = news.seoKeywords || news.tags.map((tag) => tag.name).join(',');
  const url = `${siteUrl()}/news/${id}`;
  return {
    title: newsDetailTitle(t, news.title),
    description,
    keywords,
    alternates: { canonical: `/news/${id}` },
    openGraph: { type: 'article', title: news.title, description, url, images: news.coverImg ? [news.coverImg] : undefined, siteName: t('site.name') },
    twitter: { card: news.coverImg ? 'summary_large_image' : 'summary', title: news.title, description },
  };
}

/** F01: `/news/{id}`. */
export default async function Page({ params }: { params: Params }) {
  const { v, id, news } = await load(params);
  if (!news) notFound();
  const t = createTranslate(getMessages(v.locale));
  const description = truncate(news.summary || htmlToText(news.content));
  return (
    <SiteShell variant={v} section="news" aside={<NewsSiteColumn t={t} excludeId={id} />}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: newsArticleJsonLd(news, `${siteUrl()}/news/${id}`, t('site.name'), description) }} />
      <NewsDetailView t={t} locale={v.locale} news={news} bodyHtml={sanitizeContentHtml(news.content)} />
    </SiteShell>
  );
}
