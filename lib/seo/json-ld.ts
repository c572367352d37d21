import type { NewsDetail } from '@/lib/contract/news';

/**
 * JSON for an inline `<script type="application/ld+json">` (attack list 18): `<`, `>` and `&` become `\u003c` …,
 * so a user string holding `</script>` or `<!--` cannot end or bend the script element, and U+2028 / U+2029
 * are escaped too, so the payload parses as JSON and as JavaScript alike.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** JSON-LD for a news article and its breadcrumb trail; `<` is escaped so the payload cannot close the script. */
export function newsArticleJsonLd(news: NewsDetail, url: string, siteName: string, description: string): string {
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: news.title,
      description,
      datePublished: news.publishTime.replace(' ', 'T') + '+08:00',
      image: news.coverImg ? [news.coverImg] : undefined,
      author: news.author ? { '@type': 'Person', name: news.author } : undefined,
      publisher: { '@type': 'Organization', name: news.sourceName ?? siteName },
      mainEntityOfPage: url,
      keywords: news.seoKeywords ?? undefined,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: siteName, item: new URL('/', url).toString() },
        { '@type': 'ListItem', position: 2, name: news.classTagName ?? 'News', item: new URL('/news', url).toString() },
        { '@type': 'ListItem', position: 3, name: news.title, item: url },
      ],
    },
  ];
  return serializeJsonLd(data);
}
