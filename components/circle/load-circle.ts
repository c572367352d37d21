import { cache } from 'react';
import { getCircleDetail, getCircleMembers, getCircleMenu, getCircleNotices, getCirclePage, getRecommendedCircles, CIRCLE_CACHE_TAG } from '@/lib/api/circle';
import { nullIfNotFound } from '@/lib/api/or-null';
import { getCircleHotPosts, getPostPage } from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { getTags } from '@/lib/api/basic';
import { DEFAULT_PAGE_SIZE, SITE_TAG, TAG_TYPE, TOPIC_SITE_TAG } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { loadThemeTags } from '@/components/post/load-post-list';

const REVALIDATE_S = 120;
const CIRCLE_PAGE_SIZE = 12;
const transport = (tags: string[] = []) => serverTransport({ revalidate: REVALIDATE_S, tags: [CIRCLE_CACHE_TAG.all, 'posts', ...tags] });

/** G07: `/circle`: the paged list, recommended circles and columns, and the categories. */
export const loadCircleIndex = cache(async (page: number) => {
  const t = transport();
  const [list, recommended, columns, menu] = await Promise.all([
    getCirclePage(t, { current: page, size: CIRCLE_PAGE_SIZE, circleType: 0 }),
    getRecommendedCircles(t, { type: 0, size: 6 }).catch(() => null),
    getRecommendedCircles(t, { type: 1, size: 12 }).catch(() => null),
    getCircleMenu(t).catch(() => null),
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

/** G08: the circle (visitor view), its notices, posts (pinned first) and the theme tags. */
export const loadCirclePage = cache(async (circleId: number, postTag: string | undefined, themeTag: string | undefined, page: number) => {
  const t = transport([CIRCLE_CACHE_TAG.item(circleId)]);
  const circle = await nullIfNotFound(getCircleDetail(t, circleId));
  if (!circle) return null;
  const themes = await loadThemeTags();
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
    getCircleNotices(t, circleId).catch(() => []),
  ]);
  return { circle, themes, filter, posts, notices, renderedAt: Date.now() };
});

/** Right column of a circle page: hot posts of the circle and its newest members. */
export const loadCircleAside = cache(async (circleId: number) => {
  const t = transport([CIRCLE_CACHE_TAG.item(circleId)]);
  const [hot, members] = await Promise.all([
    getCircleHotPosts(t, circleId).catch(() => []),
    getCircleMembers(t, circleId, { size: 8 }).catch(() => null),
  ]);
  return { hot, members: members?.records ?? [] };
});

/** The post-site tags (demand, supply, recruitment, topic) with their names. */
export const loadSiteTags = cache(async (): Promise<Tag[]> =>
  getTags(serverTransport({ revalidate: 3600, tags: ['tags'] }), { type: TAG_TYPE.postSite }).catch(() => []),
);
