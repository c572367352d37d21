import type { Metadata } from 'next';
import type { Translate } from '@/lib/i18n/messages';
import { htmlToText } from '@/lib/shared/sanitize-html';
import { absoluteUrl, detailKeywords, truncate } from '@/lib/seo/templates';

/** What the metadata of a news-like article reads (a news item, a case). */
export interface ArticleSeo {
  title: string;
  summary: string | null;
  content: string;
  seoKeywords: string | null;
  tags: readonly { name: string }[];
  coverImg: string | null;
}

/** The 120-character description of an article: its summary, else the text of its body. */
export function articleDescription(article: Pick<ArticleSeo, 'summary' | 'content'>): string {
  return truncate(article.summary || htmlToText(article.content));
}

/**
 * T03/T13: an article's page title, description, keywords (seoKeywords, else the tag names), canonical path and
 * Open Graph article; `twitter` adds the card (news items).
 */
export function articleMetadata(t: Translate, article: ArticleSeo, page: { title: string; path: string; twitter?: boolean }): Metadata {
  const description = articleDescription(article);
  const meta: Metadata = {
    title: page.title,
    description,
    keywords: detailKeywords(article.seoKeywords, article.tags),
    alternates: { canonical: page.path },
    openGraph: {
      type: 'article',
      title: article.title,
      description,
      url: absoluteUrl(page.path),
      images: article.coverImg ? [article.coverImg] : undefined,
      siteName: t('site.name'),
    },
  };
  if (page.twitter) meta.twitter = { card: article.coverImg ? 'summary_large_image' : 'summary', title: article.title, description };
  return meta;
}
