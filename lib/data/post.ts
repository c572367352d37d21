import 'server-only';
import { cache } from 'react';
import { getTag } from '@/lib/api/basic';
import { nullIfNotFound } from '@/lib/api/or-null';
import * as postApi from '@/lib/api/post';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE, HOT_POSTS_SIZE, RECOMMEND_LIST_SIZE, SITE_TAG, TAG_TYPE, TOPIC_SITE_TAG } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import { ERR_PRIVATE_CIRCLE_POST, privateCirclePostSchema, type PostDetail, type PostListItem, type PrivateCirclePost } from '@/lib/contract/post';
import { isApiError } from '@/lib/api/errors';
import { getTagsOfType } from '@/lib/data/basic';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** The post site's public reads (G01–G04, G26, G28): at most every 5 minutes, and at once on `post` / `post:{id}`. */
const REVALIDATE_S = REVALIDATE.content;
const posts = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.post.list] });

export type PostListKind = 'demand_supply' | 'topic';

/** G02/G01: the post-site tags of each list. */
export const KIND_SITE_TAGS: Record<PostListKind, number[]> = {
  demand_supply: [SITE_TAG.demand, SITE_TAG.supply],
  topic: [TOPIC_SITE_TAG],
};

/** `GET /basic/tag/list?type=…`: the post theme tags. */
export const getPostThemeTags = cache(async (): Promise<Tag[]> => getTagsOfType(TAG_TYPE.postTheme));

/** `GET /basic/tag/list?type=…`: the post-site tags (demand, supply, recruitment, topic) with their names. */
export const getPostSiteTags = cache(async (): Promise<Tag[]> => getTagsOfType(TAG_TYPE.postSite));

/** `latest`, `popular`, or a theme tag by code or id; null when the param names no theme. */
export function resolveTheme(param: string, themes: Tag[]): { sort: 'latest' | 'popular'; theme: Tag | null } | null {
  if (param === 'latest' || param === 'popular') return { sort: param, theme: null };
  const theme = themes.find((t) => t.code === param || String(t.id) === param);
  return theme ? { sort: 'latest', theme } : null;
}

/** G01/G02: `GET /post/posts/page` of a list and theme; null when the theme param names no theme. */
export const getPostList = cache(async (kind: PostListKind, themeParam: string, page: number) => {
  const themes = await getPostThemeTags();
  const resolved = resolveTheme(themeParam, themes);
  if (!resolved) return null;
  const list = await postApi.getPostPage(posts(), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    tagId: KIND_SITE_TAGS[kind],
    themeTagId: resolved.theme?.id,
    sort: resolved.sort,
  });
  return { themes, ...resolved, list, renderedAt: Date.now() };
});

/** G04: `GET /basic/tag/{id}` and `GET /post/posts/tag/{id}/page`, paged; null when the tag does not exist. */
export const getTagPosts = cache(async (tagId: number, page: number) => {
  const t = serverTransport({ revalidate: REVALIDATE_S, tags: [tags.post.list, tags.tag.list, tags.tag.item(tagId)] });
  const [tag, list] = await Promise.all([
    nullIfNotFound(getTag(t, tagId)),
    nullIfNotFound(postApi.getTagPosts(t, tagId, { current: page, size: DEFAULT_PAGE_SIZE })),
  ]);
  if (!tag || !list) return null;
  return { tag, list, renderedAt: Date.now() };
});

/** G05: `GET /post/posts/{id}` as a visitor sees it; null when it does not exist. */
export const getPostDetail = cache(async (id: number) =>
  nullIfNotFound(postApi.getPostDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.post.list, tags.post.item(id)] }), id)),
);

/** What a visitor may see of a post: the post, or (issue 20 item 10) only the private circle it belongs to. */
export type PostView = { post: PostDetail; privateCircle: null } | { post: null; privateCircle: PrivateCirclePost };

/** G03: `GET /post/posts/{id}` as a visitor sees it; a private circle's post answers its circle (code 20050); null when missing. */
export const getPostView = cache(async (id: number): Promise<PostView | null> => {
  try {
    const post = await getPostDetail(id);
    return post ? { post, privateCircle: null } : null;
  } catch (error) {
    const circle = isApiError(error) && error.code === ERR_PRIVATE_CIRCLE_POST ? privateCirclePostSchema.safeParse(error.data) : null;
    if (circle?.success) return { post: null, privateCircle: circle.data };
    throw error;
  }
});

/** G05: `GET /post/posts/related/{id}`; empty when the call fails. */
export const getRelatedPosts = cache(async (id: number) =>
  postApi.getRelatedPosts(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.post.list, tags.post.item(id)] }), id).catch((): PostListItem[] => []),
);

/** G26: `GET /post/posts/hot` (site-wide) or `/post/posts/recent/hot` (post detail); empty when the call fails. */
export const getHotPosts = cache(async (which: 'site' | 'recent'): Promise<PostListItem[]> =>
  (which === 'recent' ? postApi.getRecentHotPosts(posts(), HOT_POSTS_SIZE) : postApi.getHotPosts(posts(), HOT_POSTS_SIZE)).catch(() => []),
);

/** G28: `GET /post/posts/recommend2?size=3`; empty when the call fails. */
export const getRecommendedPosts = cache(async (): Promise<PostListItem[]> => postApi.getRecommendedPosts(posts(), RECOMMEND_LIST_SIZE).catch(() => []));

/** `GET /post/posts/{id}` for its editor (per request, never cached); null when missing. */
export const getPostForEdit = cache(async (token: string | null, id: number) =>
  token ? nullIfNotFound(postApi.getPostDetail(serverTransport({ token }), id)) : null,
);
