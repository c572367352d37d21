import type { NewsDetail } from '@/lib/contract/news';
import type { AchievementDetail } from '@/lib/contract/achievement';

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

/** JSON-LD `CreativeWork` of an achievement (M02, issue 16 item 6). */
export function achievementJsonLd(item: AchievementDetail, url: string, siteName: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    headline: item.title,
    description,
    dateCreated: item.createdAt.replace(' ', 'T') + '+08:00',
    dateModified: item.updatedAt.replace(' ', 'T') + '+08:00',
    author: item.companyName ? { '@type': 'Organization', name: item.companyName } : { '@type': 'Person', name: item.memberName },
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: url,
    url,
  };
  return serializeJsonLd(data);
}

/**
 * JSON-LD of a case (M05, issue 16 item 6): an `Article` and its breadcrumb trail site › 案例 › class › case.
 * `listUrl` and `classUrl` are absolute URLs of the case list and of the case's class (null: no class).
 */
export function caseArticleJsonLd(
  item: NewsDetail,
  urls: { page: string; list: string; classList: string | null },
  names: { site: string; cases: string },
  description: string,
): string {
  const trail = [
    { name: names.site, item: new URL('/', urls.page).toString() },
    { name: names.cases, item: urls.list },
    ...(item.classTagName && urls.classList ? [{ name: item.classTagName, item: urls.classList }] : []),
    { name: item.title, item: urls.page },
  ];
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: item.title,
      description,
      datePublished: item.publishTime.replace(' ', 'T') + '+08:00',
      image: item.coverImg ? [item.coverImg] : undefined,
      author: item.author ? { '@type': 'Person', name: item.author } : undefined,
      publisher: { '@type': 'Organization', name: item.sourceName ?? names.site },
      articleSection: item.classTagName ?? undefined,
      keywords: item.seoKeywords ?? undefined,
      mainEntityOfPage: urls.page,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((x, i) => ({ '@type': 'ListItem', position: i + 1, name: x.name, item: x.item })),
    },
  ];
  return serializeJsonLd(data);
}
