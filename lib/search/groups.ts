/**
 * The groups of a search (E28): every `/search/{site}/{word}` page shows its own site's group first (paged, with
 * its filters), then every other group collapsed with its count. One registry: a group added here (with its
 * loader in lib/data/search.ts and its list in components/search/search-groups.tsx) shows on every site's page.
 */
import type { SearchSiteName } from '@/lib/routing/search-options';
import type { MessageKey } from '@/locales/zh';

/** The groups in the order the collapsed ones are listed (E28: posts, activities, members, news, companies, …). */
export const SEARCH_GROUP_KEYS = ['posts', 'circles', 'events', 'members', 'news', 'companies', 'products', 'achievements'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUP_KEYS)[number];

/** E12: the sites that have their own results page, and the group each one shows first. */
export const SITE_GROUP: Readonly<Record<SearchSiteName, SearchGroupKey>> = { news: 'news', post: 'posts', events: 'events' };

/** The site whose page lists a group in full (its "view all" link), if it has one. */
export const GROUP_SITE: Readonly<Partial<Record<SearchGroupKey, SearchSiteName>>> = { news: 'news', posts: 'post', events: 'events' };

export const SEARCH_GROUP_LABEL: Readonly<Record<SearchGroupKey, MessageKey>> = {
  posts: 'search.groupPosts',
  circles: 'circle.title',
  events: 'events.title',
  members: 'search.groupMembers',
  news: 'news.title',
  companies: 'search.groupCompanies',
  products: 'company.products',
  achievements: 'achievement.title',
};

/** How many entries a collapsed group shows (its count gives the total). */
export const SEARCH_GROUP_SIZE = 6;

/** E12: `news`, `post` and `events` have their own page; any other site name reads as news. */
export function searchSiteOf(name: string): SearchSiteName {
  return name === 'post' || name === 'events' ? name : 'news';
}

/** The collapsed groups of a site's page, in registry order (its own group is shown first, in full). */
export function collapsedGroups(site: SearchSiteName): SearchGroupKey[] {
  return SEARCH_GROUP_KEYS.filter((key) => key !== SITE_GROUP[site]);
}
