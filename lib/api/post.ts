import { circlePageSchema, type CircleItem } from '@/lib/contract/circle';
import {
  postAuthorHitPageSchema,
  postDetailSchema,
  postListSchema,
  postPageSchema,
  postSearchPageSchema,
  type PostAuthorHit,
  type PostDetail,
  type PostListItem,
  type PostPageQuery,
  type PostSearchPage,
} from '@/lib/contract/post';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

export type PostPageParams = Partial<Omit<PostPageQuery, 'tagId'>> & { tagId?: number | readonly number[] };

/** `GET /post/posts/page`: `tagId` repeatable (post-site tags), `sort` latest | popular. */
export function getPostPage(t: Transport, query: PostPageParams = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/page', { auth: false, query, schema: postPageSchema });
}

/**
 * `GET /post/posts/page` with the member's token (issue 20 item 10): the posts of a private circle are answered to
 * its members only, so the cached circle page leaves them to this read in the browser.
 */
export function getMemberPostPage(t: Transport, query: PostPageParams = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/page', { query, schema: postPageSchema });
}

/** `GET /post/posts/{id}`; rejects with ApiError code 404 when missing or removed. */
export function getPostDetail(t: Transport, id: number): Promise<PostDetail> {
  return t.get(`/post/posts/${id}`, { schema: postDetailSchema });
}

/** G26: `GET /post/posts/hot` (site-wide, 5). */
export function getHotPosts(t: Transport, size = 5): Promise<PostListItem[]> {
  return t.get('/post/posts/hot', { auth: false, query: { size }, schema: postListSchema });
}

/** G26: `GET /post/posts/circle/hot` (one circle, 5). */
export function getCircleHotPosts(t: Transport, circleId: number, size = 5): Promise<PostListItem[]> {
  return t.get('/post/posts/circle/hot', { auth: false, query: { circleId, size }, schema: postListSchema });
}

/** G26: `GET /post/posts/recent/hot` (post detail, 5). */
export function getRecentHotPosts(t: Transport, size = 5): Promise<PostListItem[]> {
  return t.get('/post/posts/recent/hot', { auth: false, query: { size }, schema: postListSchema });
}

/** G27: `GET /post/posts/related/{id}`. */
export function getRelatedPosts(t: Transport, id: number, size = 5): Promise<PostListItem[]> {
  return t.get(`/post/posts/related/${id}`, { auth: false, query: { size }, schema: postListSchema });
}

/** G04: `GET /post/posts/tag/{id}/page`. */
export function getTagPosts(t: Transport, tagId: number, query: { current?: number; size?: number; sort?: 'latest' | 'popular' } = {}): Promise<Page<PostListItem>> {
  return t.get(`/post/posts/tag/${tagId}/page`, { auth: false, query, schema: postPageSchema });
}

/** G42: `GET /post/posts/my`: the caller's own posts. */
export function getMyPosts(t: Transport, query: { current?: number; size?: number } = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/my', { query, schema: postPageSchema });
}

/** G42: `GET /post/posts/common`: posts in the caller's circles. */
export function getCommonPosts(t: Transport, query: { current?: number; size?: number } = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/common', { query, schema: postPageSchema });
}

/** G42: `GET /post/posts/members` (size, current): posts of the members the caller follows. */
export function getFollowedMembersPosts(t: Transport, query: { current?: number; size?: number } = {}): Promise<Page<PostListItem>> {
  return t.get('/post/posts/members', { query, schema: postPageSchema });
}

/** G28: `GET /post/posts/recommend2?size=`. */
export function getRecommendedPosts(t: Transport, size = 3): Promise<PostListItem[]> {
  return t.get('/post/posts/recommend2', { auth: false, query: { size }, schema: postListSchema });
}

/** `GET /post/posts/v2/search` (E14): posts by keyword (`sortByTime` for newest first), type and theme filters, with facets. */
export function searchPosts(
  t: Transport,
  query: { keyword: string; current?: number; size?: number; sortByTime?: boolean; tagId?: number; themeTagId?: number },
): Promise<PostSearchPage> {
  return t.get('/post/posts/v2/search', { auth: false, query, schema: postSearchPageSchema });
}

/** `GET /post/posts/circle/search`: circles by keyword. */
export function searchCircles(t: Transport, query: { keyword: string; current?: number; size?: number }): Promise<Page<CircleItem>> {
  return t.get('/post/posts/circle/search', { auth: false, query, schema: circlePageSchema });
}

/** `GET /post/posts/members/search`: members who posted, by keyword. */
export function searchPostMembers(t: Transport, query: { keyword: string; current?: number; size?: number }): Promise<Page<PostAuthorHit>> {
  return t.get('/post/posts/members/search', { auth: false, query, schema: postAuthorHitPageSchema });
}

