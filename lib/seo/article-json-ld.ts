import type { AchievementDetail } from '@/lib/contract/achievement';
import type { NewsDetail } from '@/lib/contract/news';
import { breadcrumbListOf } from '@/lib/seo/json-ld';

/** JSON-LD `CreativeWork` of an achievement (M02, issue 16 item 6). */
export function achievementJsonLd(item: AchievementDetail, url: string, siteName: string, description: string): object {
  return {
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
): object {
  const trail = [
    { name: names.site, item: new URL('/', urls.page).toString() },
    { name: names.cases, item: urls.list },
    ...(item.classTagName && urls.classList ? [{ name: item.classTagName, item: urls.classList }] : []),
    { name: item.title, item: urls.page },
  ];
  return [
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
    breadcrumbListOf(trail.map((x) => ({ name: x.name, url: x.item }))),
  ];
}
