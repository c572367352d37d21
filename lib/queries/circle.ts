import { queryOptions } from '@tanstack/react-query';
import type { CircleJoinResult } from '@/lib/contract/circle';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the circle family. */
export const circleKeys = {
  all: ['circle'] as const,
  detail: (circleId: number, viewer: Viewer) => [...circleKeys.all, 'detail', circleId, viewer] as const,
  mine: (viewer: Viewer) => [...circleKeys.all, 'mine', viewer] as const,
  privatePosts: (circleId: number, viewer: Viewer) => [...circleKeys.all, 'private-posts', circleId, viewer] as const,
  privatePost: (postId: number, viewer: Viewer) => [...circleKeys.all, 'private-post', postId, viewer] as const,
};

async function postApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/post')]);
  return { transport, api };
}

/** Issue 20 item 10: the newest posts of a private circle, read with the member's token (the cached page has none). */
export function privateCirclePostsQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleKeys.privatePosts(circleId, viewer),
    queryFn: async () => {
      const { transport, api } = await postApi();
      return api.getMemberPostPage(transport, { circleId, current: 1, size: 20 });
    },
  });
}

/** Issue 20 item 10: a post of a private circle, read with the member's token (a non-member gets code 20050). */
export function privatePostQuery(postId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleKeys.privatePost(postId, viewer),
    queryFn: async () => {
      const { transport, api } = await postApi();
      return api.getPostDetail(transport, postId);
    },
  });
}

async function circleApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/circle')]);
  return { transport, api };
}

/** A circle as the caller sees it (`circleMemberType`): the page is cached for everyone, so it is read after hydration. */
export function circleDetailQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleKeys.detail(circleId, viewer),
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return api.getCircleDetail(transport, circleId);
    },
  });
}

/** I44: the caller's circles (`GET /post/circles/my` answers for the caller only). */
export function myCirclesQuery(viewer: Viewer) {
  return queryOptions({
    queryKey: circleKeys.mine(viewer),
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return api.getMyCircles(transport);
    },
  });
}

/** G31 / G32: join a public circle at once, or ask to join a private one (answers the caller's new member type). */
export async function joinOrRequest(circleId: number, isPublic: boolean, message?: string): Promise<CircleJoinResult> {
  const { transport, api } = await circleApi();
  return isPublic ? api.joinCircle(transport, circleId) : api.requestToJoinCircle(transport, circleId, message);
}

/** G35: leave a circle. */
export async function leaveCircle(circleId: number): Promise<void> {
  const { transport, api } = await circleApi();
  await api.leaveCircle(transport, circleId);
}

/** G41 / K17: a circle admin accepts or rejects a join request (the caller reloads the page afterwards). */
export async function decideJoinRequest(requestId: number, accept: boolean): Promise<void> {
  const { transport, api } = await circleApi();
  await api.decideCircleRequest(transport, requestId, accept);
}
