import 'server-only';
import { cache } from 'react';
import { getAchievementPage } from '@/lib/api/achievement';
import { searchProducts } from '@/lib/api/catalogue';
import { searchCompaniesV1 } from '@/lib/api/company';
import { searchEvents } from '@/lib/api/ec';
import { searchNews } from '@/lib/api/news';
import { searchCircles, searchPostMembers, searchPosts } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import type { Transport } from '@/lib/api/transport';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import type { Achievement } from '@/lib/contract/achievement';
import { tags } from '@/lib/contract/cache-tags';
import type { ProductCard } from '@/lib/contract/catalogue';
import type { CircleItem } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { CompanySearchPage } from '@/lib/contract/company';
import type { EventListItem, EventSearchPage } from '@/lib/contract/ec';
import type { NewsListItem, NewsSearchPage } from '@/lib/contract/news';
import type { PostAuthorHit, PostListItem, PostSearchPage } from '@/lib/contract/post';
import { collapsedGroups, SEARCH_GROUP_SIZE, SITE_GROUP, type SearchGroupKey } from '@/lib/search/groups';
import type { SearchOptions, SearchSiteName } from '@/lib/routing/search-options';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

export { searchSiteOf } from '@/lib/search/groups';

const REVALIDATE_S = REVALIDATE.content;
/** The search calls take keywords of at most 50 characters. */
const MAX_KEYWORD = 50;

/** One collapsed group: its key and the first entries with the total (E28). */
export type SearchGroup =
  | { key: 'news'; page: Page<NewsListItem> }
  | { key: 'posts'; page: Page<PostListItem> }
  | { key: 'circles'; page: Page<CircleItem> }
  | { key: 'events'; page: Page<EventListItem> }
  | { key: 'members'; page: Page<PostAuthorHit> }
  | { key: 'companies'; page: CompanySearchPage }
  | { key: 'products'; page: Page<ProductCard> }
  | { key: 'achievements'; page: Page<Achievement> };

/** The own site's results: paged, with the site's filters and their counts. */
export type OwnResults = { site: 'news'; page: NewsSearchPage } | { site: 'post'; page: PostSearchPage } | { site: 'events'; page: EventSearchPage };

function emptyPage<T>(size: number): Page<T> {
  return { records: [], total: 0, size, current: 1, pages: 0 };
}

const group = { current: 1, size: SEARCH_GROUP_SIZE };

/**
 * The loaders of the collapsed groups (E14, E16, E28): the first entries and the total. A group whose call fails
 * shows as empty; the others and the site's own results stay.
 */
const GROUP_LOADERS: { [K in SearchGroupKey]: (t: Transport, keyword: string) => Promise<Extract<SearchGroup, { key: K }>['page']> } = {
  news: (t, keyword) => searchNews(t, { keyword, ...group }),
  posts: (t, keyword) => searchPosts(t, { keyword, ...group }),
  circles: (t, keyword) => searchCircles(t, { keyword, ...group }),
  events: (t, keyword) => searchEvents(t, { keyword, ...group }),
  members: (t, keyword) => searchPostMembers(t, { keyword, ...group }),
  // E16: `GET /company/companies/v1/search` with the province and category facets of every match; the group
  // (components/search/company-search-group.tsx) filters by them in the browser.
  companies: (t, keyword) => searchCompaniesV1(t, { keyword }),
  products: (t, keyword) => searchProducts(t, { keyword, ...group }),
  achievements: (t, keyword) => getAchievementPage(t, { keyword, ...group }),
};

async function loadGroup(t: Transport, key: SearchGroupKey, keyword: string): Promise<SearchGroup> {
  const page = await GROUP_LOADERS[key](t, keyword).catch(() => emptyPage<never>(SEARCH_GROUP_SIZE));
  return { key, page } as SearchGroup;
}

/** The own site's page of results (E13–E15, E17, E27): `tagId` / `childTagId` are the site's filters. */
function loadOwn(t: Transport, site: SearchSiteName, keyword: string, page: number, options: SearchOptions): Promise<OwnResults> {
  const paging = { keyword, current: page, size: DEFAULT_PAGE_SIZE, sortByTime: options.sort === 'time' };
  const tagId = options.tagId ?? undefined;
  const childTagId = options.childTagId ?? undefined;
  if (site === 'post') return searchPosts(t, { ...paging, tagId, themeTagId: childTagId }).then((p) => ({ site, page: p }));
  if (site === 'events') return searchEvents(t, { ...paging, tagId }).then((p) => ({ site, page: p }));
  return searchNews(t, { ...paging, tagId, childTagId }).then((p) => ({ site: 'news', page: p }));
}

/**
 * E12–E18, E27, E28: the page of `/search/{site}/{word}`: the site's own results (paged, filtered, sorted), every
 * other group collapsed with its first entries and its count, the totals of the three sites for their tabs, and the
 * words the API matched (highlighted by the views).
 */
export const getSearch = cache(async (site: SearchSiteName, word: string, page: number, options: SearchOptions) => {
  const t = serverTransport({
    revalidate: REVALIDATE_S,
    tags: [tags.news.list, tags.post.list, tags.circle.list, tags.people.list, tags.event.list, tags.company.list, tags.product.list, tags.achievement.list],
  });
  const keyword = word.slice(0, MAX_KEYWORD).trim();
  const filtered = options.tagId !== null || options.childTagId !== null;
  const [own, groups, ownUnfiltered] = await Promise.all([
    loadOwn(t, site, keyword, page, options),
    Promise.all(collapsedGroups(site).map((key) => loadGroup(t, key, keyword))),
    // A filtered page still shows the site's whole count on its tab.
    filtered ? loadGroup(t, SITE_GROUP[site], keyword) : null,
  ]);
  const totalOf = (key: SearchGroupKey) => groups.find((g) => g.key === key)?.page.total ?? 0;
  const ownTotal = ownUnfiltered ? ownUnfiltered.page.total : own.page.total;
  const siteTotals: Record<SearchSiteName, number> = {
    news: own.site === 'news' ? ownTotal : totalOf('news'),
    post: own.site === 'post' ? ownTotal : totalOf('posts'),
    events: own.site === 'events' ? ownTotal : totalOf('events'),
  };
  const terms = own.page.terms && own.page.terms.length > 0 ? own.page.terms : [keyword];
  return { own, groups, siteTotals, terms, renderedAt: Date.now() };
});

export type SearchResults = Awaited<ReturnType<typeof getSearch>>;
