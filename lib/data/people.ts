import 'server-only';
import { cache } from 'react';
import { getMemberCard } from '@/lib/api/member';
import { nullIfNotFound } from '@/lib/api/or-null';
import { getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { getMemberList, getMemberPage, getMemberWorkHistory, type MemberListKind } from '@/lib/api/social';
import { DEFAULT_PAGE_SIZE, MEMBER_MODULE_SIZE, MEMBER_POPULAR_SIZE, RECOMMEND_LIST_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import type { MemberListPage } from '@/lib/contract/social';
import { getTagsOfType } from '@/lib/data/basic';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** The people site's public reads (I06–I43) as a visitor sees them (relations are loaded in the browser): 5 minutes. */
const REVALIDATE_S = REVALIDATE.content;
const people = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.people.list] });

export type PeopleListKind = 'all' | 'popular' | 'latest' | 'interest' | 'company';

const LIST_OF: Record<Exclude<PeopleListKind, 'all' | 'company'>, MemberListKind> = {
  popular: 'hot-follow',
  latest: 'join-latest',
  interest: 'v2/interested',
};

/** I40: the popular tab pages 10, the newest-members list 5 (member-module size), the others 10. */
export function pageSizeOf(kind: PeopleListKind): number {
  if (kind === 'popular') return MEMBER_POPULAR_SIZE;
  if (kind === 'latest') return MEMBER_MODULE_SIZE;
  return DEFAULT_PAGE_SIZE;
}

const EMPTY: MemberListPage = { records: [], total: 0, size: 0, current: 1, pages: 0 };

/** A people list page: `GET /admin/follow/member/page` (all, company) or `GET /admin/follow/{list}` (popular, latest, interest). */
export const getPeopleList = cache(async (kind: PeopleListKind, page: number, tagId?: number): Promise<MemberListPage> => {
  const size = pageSizeOf(kind);
  if (kind === 'all' || kind === 'company') return getMemberPage(people(), { current: page, size, ...(tagId ? { tagId } : {}) }).catch(() => EMPTY);
  return getMemberList(people(), LIST_OF[kind], { current: page, size }).catch(() => EMPTY);
});

/** `GET /basic/tag/list?type=…`: the industry tags of the people filter. */
export const getIndustryTags = cache(async (): Promise<Tag[]> => getTagsOfType(TAG_TYPE.industry));

/** I08: `GET /admin/member/basic/{id}`, `GET /admin/member/{id}/work-history` and `GET /post/posts/page?memberId=`; null when the member does not exist. */
export const getMemberHome = cache(async (id: number) => {
  const card = await nullIfNotFound(getMemberCard(people(), id));
  if (!card) return null;
  const [workHistory, posts] = await Promise.all([
    getMemberWorkHistory(people(), id).catch(() => []),
    getPostPage(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.post.list, tags.people.list] }), { current: 1, size: DEFAULT_PAGE_SIZE, memberId: id }).catch(
      () => null,
    ),
  ]);
  return { card, workHistory, posts, renderedAt: Date.now() };
});

/** Right column (I39, I38): `GET /admin/follow/join-latest` and `/admin/follow/v2/interested` as a visitor sees them. */
export const getPeopleColumn = cache(async () => {
  const [latest, interested] = await Promise.all([
    getMemberList(people(), 'join-latest', { current: 1, size: MEMBER_MODULE_SIZE }).catch(() => EMPTY),
    getMemberList(people(), 'v2/interested', { current: 1, size: RECOMMEND_LIST_SIZE }).catch(() => EMPTY),
  ]);
  return { latest, interested };
});

/** I41/O36: the recommended-follows module, `GET /admin/follow/hot-follow` (3, most followed first) as a visitor sees it. */
export const getRecommendedFollows = cache(async (): Promise<MemberListPage> =>
  getMemberList(people(), 'hot-follow', { current: 1, size: RECOMMEND_LIST_SIZE }).catch(() => EMPTY),
);

/** I43: `GET /basic/tag/list?type=…`: related-site logos (the news sites). */
export const getRelatedSites = cache(async (): Promise<Tag[]> => getTagsOfType(TAG_TYPE.newsSite));

/** I10: `GET /admin/follow/viewd`: members who viewed the member of this request (per request, never cached); null without a session or on failure. */
export const getVisitors = cache(async (token: string | null): Promise<MemberListPage | null> =>
  token ? getMemberList(serverTransport({ token }), 'viewd', { current: 1, size: DEFAULT_PAGE_SIZE }).catch(() => null) : null,
);
