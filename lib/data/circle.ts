import 'server-only';
import { cache } from 'react';
import * as circleApi from '@/lib/api/circle';
import { nullIfNotFound } from '@/lib/api/or-null';
import { getCircleHotPosts, getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { CIRCLE_ASIDE_MEMBERS, DEFAULT_PAGE_SIZE, MEMBER_MODULE_SIZE, SITE_TAG, TOPIC_SITE_TAG } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags, type CacheTag } from '@/lib/contract/cache-tags';
import { getPostThemeTags } from '@/lib/data/post';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** Circle pages (G07, G08, G36) are re-read at most every 2 minutes, and at once on `circle` / `circle:{id}` or `post`. */
const REVALIDATE_S = REVALIDATE.circle;
/** The newest members of a circle (I06) follow the people pages: 5 minutes. */
const MEMBERS_REVALIDATE_S = REVALIDATE.content;
const CIRCLE_PAGE_SIZE = 12;
const circles = (more: CacheTag[] = []) => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.circle.list, tags.post.list, ...more] });

/** G07: `/circle`: `GET /post/circles/v2/page`, the recommended circles and columns, and the categories. */
export const getCircleIndex = cache(async (page: number) => {
  const t = circles();
  const [list, recommended, columns, menu] = await Promise.all([
    circleApi.getCirclePage(t, { current: page, size: CIRCLE_PAGE_SIZE, circleType: 0 }),
    circleApi.getRecommendedCircles(t, { type: 0, size: 6 }).catch(() => null),
    circleApi.getRecommendedCircles(t, { type: 1, size: 12 }).catch(() => null),
    circleApi.getCircleMenu(t).catch(() => null),
  ]);
  return { list, recommended: recommended?.records ?? [], columns: columns?.records ?? [], categories: menu?.records ?? [] };
});

/** Post-site tags the circle's postTag may name by code (G08). */
export const CIRCLE_POST_TAGS: { code: string; id: number }[] = [
  { code: 'demand', id: SITE_TAG.demand },
  { code: 'supply', id: SITE_TAG.supply },
  { code: 'recruitment', id: SITE_TAG.recruitment },
  { code: 'topic', id: TOPIC_SITE_TAG },
];

export interface CircleFilter {
  postTag: string;
  sort: 'latest' | 'popular';
  tagId: number | null;
  theme: Tag | null;
}

/** `latest`, `popular` or a post-site tag code, then an optional theme tag code; null when unknown. */
export function resolveCircleFilter(postTag: string | undefined, themeTag: string | undefined, themes: Tag[]): CircleFilter | null {
  const key = postTag ?? 'latest';
  const site = CIRCLE_POST_TAGS.find((s) => s.code === key);
  if (key !== 'latest' && key !== 'popular' && !site) return null;
  const theme = themeTag === undefined ? null : (themes.find((th) => th.code === themeTag || String(th.id) === themeTag) ?? undefined);
  if (theme === undefined) return null;
  return { postTag: key, sort: key === 'popular' ? 'popular' : 'latest', tagId: site?.id ?? null, theme };
}

/** G08: `GET /post/circles/detail/{id}` (visitor view), its notices, posts (pinned first) and the theme tags. */
export const getCirclePage = cache(async (circleId: number, postTag: string | undefined, themeTag: string | undefined, page: number) => {
  const t = circles([tags.circle.item(circleId)]);
  const circle = await nullIfNotFound(circleApi.getCircleDetail(t, circleId));
  if (!circle) return null;
  const themes = await getPostThemeTags();
  const filter = resolveCircleFilter(postTag, themeTag, themes);
  if (!filter) return null;
  const [posts, notices] = await Promise.all([
    getPostPage(t, {
      circleId,
      current: page,
      size: DEFAULT_PAGE_SIZE,
      sort: filter.sort,
      tagId: filter.tagId ?? undefined,
      themeTagId: filter.theme?.id,
    }),
    circleApi.getCircleNotices(t, circleId).catch(() => []),
  ]);
  return { circle, themes, filter, posts, notices, renderedAt: Date.now() };
});

/** Right column of a circle page: `GET /post/posts/circle/hot` and `GET /post/circles/{id}/members/page`. */
export const getCircleAside = cache(async (circleId: number) => {
  const t = circles([tags.circle.item(circleId)]);
  const [hot, members] = await Promise.all([
    getCircleHotPosts(t, circleId).catch(() => []),
    circleApi.getCircleMembers(t, circleId, { size: CIRCLE_ASIDE_MEMBERS }).catch(() => null),
  ]);
  return { hot, members: members?.records ?? [] };
});

/** I06, G36: `GET /post/circles/detail/{id}` (visitor view) and one page of `GET /post/circles/{id}/members/page`, 5 a page like `/people/latest` (I40); null for an unknown circle. */
export const getCircleLatestMembers = cache(async (circleId: number, page: number) => {
  const t = serverTransport({ revalidate: MEMBERS_REVALIDATE_S, tags: [tags.people.list, tags.circle.list, tags.circle.item(circleId)] });
  const circle = await nullIfNotFound(circleApi.getCircleDetail(t, circleId));
  if (!circle) return null;
  const members = await circleApi.getCircleMembers(t, circleId, { current: page, size: MEMBER_MODULE_SIZE });
  return { circle, members };
});

/** G09: `GET /post/circles/detail/{id}` as the member of this request sees it (their role); null when missing. */
export const getCircleForMember = cache(async (token: string | null, circleId: number) =>
  nullIfNotFound(circleApi.getCircleDetail(token ? serverTransport({ token }) : circles([tags.circle.item(circleId)]), circleId)),
);
