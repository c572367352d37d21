import type { NewsDetail } from '@/lib/contract/news';
import type { AchievementDetail } from '@/lib/contract/achievement';

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
  return JSON.stringify(data).replace(/</g, '\\u003c');
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
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
