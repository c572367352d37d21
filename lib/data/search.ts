import 'server-only';
import { cache } from 'react';
import { searchCompaniesV1 } from '@/lib/api/company';
import { searchNews } from '@/lib/api/news';
import { searchCircles, searchPostMembers, searchPosts } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { tags } from '@/lib/contract/cache-tags';
import type { CircleItem } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { CompanySearchPage } from '@/lib/contract/company';
import type { PostAuthorHit, PostListItem } from '@/lib/contract/post';
import type { SearchOptions } from '@/lib/routing/search-options';

export type SearchSite = 'news' | 'post';

const REVALIDATE_S = 300;
/** The post-site searches take keywords of at most 50 characters. */
const MAX_KEYWORD = 50;
/** E14/E28: the circle and member groups show their first entries with the total. */
export const SEARCH_GROUP_SIZE = 6;

/** E12: `news` and `post` are searchable; any other site name reads as news. */
export function searchSiteOf(name: string): SearchSite {
  return name === 'post' ? 'post' : 'news';
}

function emptyPage<T>(size: number): Page<T> {
  return { records: [], total: 0, size, current: 1, pages: 0 };
}

/**
 * E13/E14/E17/E27/E28: the site's own results paged, plus the other site's total for its tab. News come from
 * `GET /news/news/v2/search` with its tag and child-tag facets and filters; on the post site the posts come from
 * `GET /post/posts/v2/search` and the circle and member groups from `GET /post/posts/circle/search` and
 * `GET /post/posts/members/search`; both sites add the company group from `GET /company/companies/v1/search` (E16).
 * `sortByTime` orders either site's results newest first (E17).
 */
export const getSearch = cache(async (site: SearchSite, word: string, page: number, options: SearchOptions) => {
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [tags.news.list, tags.post.list, tags.circle.list, tags.people.list, tags.company.list] });
  const keyword = word.slice(0, MAX_KEYWORD).trim();
  const onPost = site === 'post';
  const byTime = options.sort === 'time';
  const newsQuery = onPost
    ? { keyword, current: 1, size: 1 }
    : { keyword, current: page, size: DEFAULT_PAGE_SIZE, sortByTime: byTime, tagId: options.tagId ?? undefined, childTagId: options.childTagId ?? undefined };
  const postQuery = { keyword, current: onPost ? page : 1, size: onPost ? DEFAULT_PAGE_SIZE : 1, sortByTime: onPost && byTime };
  const group = { keyword, current: 1, size: SEARCH_GROUP_SIZE };
  const noCompanies: CompanySearchPage = { ...emptyPage(SEARCH_GROUP_SIZE), facets: { provinces: [], categories: [] } };
  const [news, posts, circles, members, companies] = await Promise.all([
    searchNews(t, newsQuery),
    keyword ? searchPosts(t, postQuery) : emptyPage<PostListItem>(postQuery.size),
    onPost && keyword ? searchCircles(t, group) : emptyPage<CircleItem>(SEARCH_GROUP_SIZE),
    onPost && keyword ? searchPostMembers(t, group) : emptyPage<PostAuthorHit>(SEARCH_GROUP_SIZE),
    // E16/E28: the company group of either site (a failing company search leaves the other results alone)
    keyword ? searchCompaniesV1(t, { keyword }).catch(() => noCompanies) : noCompanies,
  ]);
  return { news, posts, circles, members, companies, renderedAt: Date.now() };
});
