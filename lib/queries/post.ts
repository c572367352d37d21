import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PostBody } from '@/lib/api/post-publish';
import type { Locale } from '@/lib/constants';
import type { CallerMemberType } from '@/lib/contract/circle';
import type { Page } from '@/lib/contract/common';
import type { PostListItem, PostSaveResult, PostTemplate } from '@/lib/contract/post';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** The member's own post lists (G42): their posts, posts in their circles, posts of the members they follow. */
export type MemberPostKind = 'my' | 'common' | 'members';

/** G42: how many posts a member post list reads at a time ('load more'). */
const MEMBER_POSTS_PAGE_SIZE = 5;

/** Query keys of the post family. */
export const postKeys = {
  all: ['post'] as const,
  memberPosts: (kind: MemberPostKind, viewer: Viewer) => [...postKeys.all, 'member-posts', kind, viewer] as const,
};

/**
 * G42: one of the member's own post lists, read with the session token — `my` (`GET /post/posts/my`), `common`
 * (`GET /post/posts/common`) or `members` (`GET /post/posts/members`) — 5 at a time, page by page ('load more')
 * until the last answer's `current` reaches its `pages`.
 */
export function memberPostsQuery(kind: MemberPostKind, viewer: Viewer) {
  return infiniteQueryOptions({
    queryKey: postKeys.memberPosts(kind, viewer),
    queryFn: async ({ pageParam }): Promise<Page<PostListItem>> => {
      const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/post')]);
      const read = kind === 'my' ? api.getMyPosts : kind === 'common' ? api.getCommonPosts : api.getFollowedMembersPosts;
      return read(transport, { current: pageParam, size: MEMBER_POSTS_PAGE_SIZE });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
}

/** The post family's writes (G16–G21, G25): the composer and the author's actions, the transport loaded on first use. */
async function publishApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/post-publish')]);
  return { transport, api };
}

/** G16: the template of a post type and theme (English in en where it has one); null when there is none or it fails. */
export async function postTemplate(tagId: number, themeTagId: number | null, locale: Locale): Promise<PostTemplate | null> {
  const { transport, api } = await publishApi();
  return api.getPostTemplate(transport, tagId, themeTagId, locale).catch(() => null);
}

/** G18: the caller's member type in a circle read at publish time; -1 when it cannot be read. */
export async function circleMemberTypeOf(circleId: number): Promise<CallerMemberType> {
  const [transport, { getCircleDetail }] = await Promise.all([clientTransport(), import('@/lib/api/circle')]);
  return getCircleDetail(transport, circleId).then((d) => d.circleMemberType, () => -1 as const);
}

/** G20: the grey words found in a text (empty when it may be published). */
export async function greyWordsIn(text: string): Promise<string[]> {
  const [transport, { validateWords }] = await Promise.all([clientTransport(), import('@/lib/api/words')]);
  return validateWords(transport, text);
}

/** G19 / G21: publish a new post, or save an edit of the caller's post (`postId`). */
export async function savePost(body: PostBody, postId: number | null): Promise<PostSaveResult> {
  const { transport, api } = await publishApi();
  return postId === null ? api.createPost(transport, body) : api.updatePost(transport, { ...body, id: postId });
}

/** G21: delete the caller's post. */
export async function deletePost(postId: number): Promise<void> {
  const { transport, api } = await publishApi();
  await api.deletePost(transport, postId);
}
