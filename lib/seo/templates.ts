import type { Translate } from '@/lib/i18n/messages';
import { serverEnv } from '@/lib/env';

/** SEO templates of the checklist (T01–T08); `{site}` is the site name of the locale (T20). */
export const DESCRIPTION_MAX = 120;

export function truncate(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(text.trim());
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('');
}

export function joinTitle(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join('_');
}

/** T03 detail: `{news.title}_资讯_{site}`. */
export function newsDetailTitle(t: Translate, title: string): string {
  return joinTitle([title, t('news.title'), t('site.name')]);
}

/** T03 list: `{tag or 资讯}_{site}`. */
export function newsListTitle(t: Translate, tagName: string | null): string {
  return joinTitle([tagName || t('news.title'), t('site.name')]);
}

/** T05 list: `{供需 or 话题}_社区_{site}`; T08 supply filtered: `{themeTagName}供应_{site}`. */
export function communityListTitle(t: Translate, kind: 'demand_supply' | 'topic', themeName: string | null): string {
  if (kind === 'demand_supply' && themeName) return joinTitle([`${themeName}${t('seo.supply')}`, t('site.name')]);
  const label = kind === 'topic' ? t('community.topic') : t('community.demandSupply');
  return joinTitle([themeName ? `${themeName}${label}` : label, t('seo.communitySuffix'), t('site.name')]);
}

/** T05 detail: `{post.title}_{tagName}_{site}`. */
export function postDetailTitle(t: Translate, title: string, tagName: string | null): string {
  return joinTitle([title, tagName, t('site.name')]);
}

/** T07 topic: `{topic.title}_专题_{site}`. */
export function topicTitle(t: Translate, title: string): string {
  return joinTitle([title, t('news.seoTopic'), t('site.name')]);
}

/** T14 member: `{nickname}_{company}_{site}` (without a company `{nickname}_{site}`). */
export function memberTitle(t: Translate, nickname: string, company: string | null | undefined): string {
  return joinTitle([nickname, company, t('site.name')]);
}

/** T14 member description: `{position}@{company}` plus the industry tags (cut to 120 characters). */
export function memberDescription(card: { position?: string | null; company?: string | null; industryTagList: { tagName: string }[] }): string {
  const position = card.position?.trim() ?? '';
  const company = card.company?.trim() ?? '';
  const head = position && company ? `${position}@${company}` : position || company;
  return truncate([head, card.industryTagList.map((x) => x.tagName).join('、')].filter(Boolean).join(' '));
}

/** Flash detail, after T03: `{flash.title}_快讯_{site}`; the flash list is `快讯_{site}`. */
export function flashDetailTitle(t: Translate, title: string): string {
  return joinTitle([title, t('news.seoFlash'), t('site.name')]);
}

export function flashListTitle(t: Translate): string {
  return joinTitle([t('news.seoFlash'), t('site.name')]);
}

/** Page metadata of a news list (T01/T03): list title, a description that is never empty, keywords. */
export interface ListSeo {
  title: string;
  description: string;
  keywords: string;
}

/**
 * T03 list pages (tag, category, source, column, company, hot, site tags): title `{name or 资讯}_{site}`,
 * description from the named thing (source/column/topic description) else what the list lists (issue 31 item 7), keywords
 * the name followed by the site keywords.
 */
export function newsListSeo(t: Translate, name: string | null, description?: string | null): ListSeo {
  return {
    title: newsListTitle(t, name),
    description: truncate(description?.trim() || listDescription(t, 'news', name || t('news.title'))),
    keywords: joinKeywords([name, t('site.keywords')]),
  };
}

export function joinKeywords(parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(',');
}

/** F17/T03: a detail page's meta keywords: the item's `seoKeywords`, else the names of its tags. */
export function detailKeywords(seoKeywords: string | null | undefined, tags: readonly { name: string }[]): string {
  return seoKeywords?.trim() || joinKeywords(tags.map((tag) => tag.name));
}

/** What a list lists, for its description (issue 31 item 7). */
export type ListKind = 'news' | 'posts' | 'people' | 'events' | 'circles';

/**
 * Issue 31 item 7: the description of a list or tag page without one of its own: what it lists, named (`name`, the
 * tag, class or list), instead of the one site description every such page shared.
 */
export function listDescription(t: Translate, kind: ListKind, name: string): string {
  return truncate(t(`seo.describe.${kind}`, { name, site: t('site.name') }));
}

/** Absolute URL of a site path (canonical, Open Graph, sitemap) from `SITE_URL`. */
export function absoluteUrl(path: string, siteUrl = serverEnv().SITE_URL): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** T12 detail: `{achievement.title}_成果_{site}`. */
export function achievementDetailTitle(t: Translate, title: string): string {
  return joinTitle([title, t('achievement.title'), t('site.name')]);
}

/** T12 list: `成果_{site}`. */
export function achievementListTitle(t: Translate): string {
  return joinTitle([t('achievement.title'), t('site.name')]);
}

/** T13 detail: `{case.title}_案例_{site}`. */
export function caseDetailTitle(t: Translate, title: string): string {
  return joinTitle([title, t('case.title'), t('site.name')]);
}

/** T13 list: `{classTag}案例_{site}`; without a class, `案例_{site}`. */
export function caseListTitle(t: Translate, className: string | null): string {
  return joinTitle([className ? t('case.listTitle', { name: className }) : t('case.title'), t('site.name')]);
}
