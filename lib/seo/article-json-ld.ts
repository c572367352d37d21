import type { AchievementDetail } from '@/lib/contract/achievement';
import type { NewsDetail } from '@/lib/contract/news';
import { HTML_LANG, type Locale } from '@/lib/constants';
import { localName } from '@/lib/format/tag-label';
import type { Translate } from '@/lib/i18n/messages';
import { href } from '@/lib/routing/routes';
import { newsCrumbs } from '@/lib/seo/crumbs';
import { rasterImageUrl } from '@/lib/seo/images';
import { DEFAULT_OG_IMAGE, localePath } from '@/lib/seo/page-metadata';
import { breadcrumbJsonLd, isoTime, organizationJsonLd } from '@/lib/seo/structured-data';
import { absoluteUrl, joinKeywords } from '@/lib/seo/templates';

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
 * JSON-LD of a case (M05, issue 16 item 6; issue 31 item 4): an `Article` whose image is absolute and raster, whose
 * publisher is the site's `Organization` (the source is the author when no person is named), whose keywords are the
 * names of its tags (never codes), and the `BreadcrumbList` of the trail the page shows (`newsCrumbs`, case kind).
 */
export function caseArticleJsonLd(item: NewsDetail, t: Translate, locale: Locale, description: string): object[] {
  const url = absoluteUrl(localePath(href('/case/:id', { id: item.id }), locale));
  const image = rasterImageUrl(item.coverImg) ?? absoluteUrl(DEFAULT_OG_IMAGE);
  const keywords = joinKeywords(item.tags.map((tag) => localName(locale, tag.name, tag.enName)));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': url,
      url,
      mainEntityOfPage: url,
      headline: Array.from(item.title).slice(0, 110).join(''),
      description,
      datePublished: isoTime(item.publishTime),
      dateModified: isoTime(item.updateTime ?? item.publishTime),
      image: [image],
      author: item.author ? { '@type': 'Person', name: item.author } : { '@type': 'Organization', name: item.sourceName ?? t('site.name') },
      publisher: organizationJsonLd(t),
      ...(item.classTagName ? { articleSection: localName(locale, item.classTagName, item.classTagEnName) } : {}),
      ...(keywords ? { keywords } : {}),
      inLanguage: HTML_LANG.zh,
    },
    breadcrumbJsonLd(newsCrumbs(t, locale, item, 'case'), locale),
  ];
}
