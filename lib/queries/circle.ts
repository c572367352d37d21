import { queryOptions } from '@tanstack/react-query';
import type { CallerMemberType, CircleCreateInput, CircleJoinResult } from '@/lib/contract/circle';
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

/** The lists of a circle's management page (G09, G36–G41, G25): 50 rows each, read with the admin's token. */
export const CIRCLE_MANAGE_LIST_SIZE = 50;

export const circleManageKeys = {
  all: (circleId: number, viewer: Viewer) => [...circleKeys.all, 'manage', circleId, viewer] as const,
  tab: (circleId: number, viewer: Viewer, tab: 'members' | 'requests' | 'notices' | 'posts') => [...circleManageKeys.all(circleId, viewer), tab] as const,
};

/** G36: the circle's members with their roles. */
export function circleMembersQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleManageKeys.tab(circleId, viewer, 'members'),
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return (await api.getCircleMembers(transport, circleId, { size: CIRCLE_MANAGE_LIST_SIZE })).records;
    },
  });
}

/** G41: the circle's join requests, decided or not. */
export function circleRequestsQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleManageKeys.tab(circleId, viewer, 'requests'),
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return (await api.getCircleRequests(transport, circleId, { size: CIRCLE_MANAGE_LIST_SIZE })).records;
    },
  });
}

/** G38: the circle's notices, newest first. */
export function circleNoticesQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleManageKeys.tab(circleId, viewer, 'notices'),
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return api.getCircleNotices(transport, circleId);
    },
  });
}

/** G25: the circle's posts, pinned ones marked. */
export function circleManagedPostsQuery(circleId: number, viewer: Viewer) {
  return queryOptions({
    queryKey: circleManageKeys.tab(circleId, viewer, 'posts'),
    queryFn: async () => {
      const { transport, api } = await postApi();
      return (await api.getPostPage(transport, { circleId, size: CIRCLE_MANAGE_LIST_SIZE })).records;
    },
  });
}

/** G37: remove members (a batch). */
export async function removeCircleMembers(circleId: number, memberIds: number[]): Promise<void> {
  const { transport, api } = await circleApi();
  await api.removeCircleMembers(transport, circleId, memberIds);
}

/** G39: the owner hands the circle to a member. */
export async function transferCircle(circleId: number, memberId: number): Promise<void> {
  const { transport, api } = await circleApi();
  await api.transferCircle(transport, circleId, memberId);
}

/** G38: publish a notice to the circle. */
export async function addCircleNotice(circleId: number, content: string): Promise<void> {
  const { transport, api } = await circleApi();
  await api.addCircleNotice(transport, circleId, content);
}

async function publishApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/post-publish')]);
  return { transport, api };
}

/** G25: pin or unpin a post of the circle. */
export async function togglePostPin(postId: number): Promise<void> {
  const { transport, api } = await publishApi();
  await api.togglePostPin(transport, postId);
}

/** G40: the categories the circle form offers (`GET /post/circles/menu/page`), names only. */
export function circleCategoriesQuery() {
  return queryOptions({
    queryKey: [...circleKeys.all, 'categories'] as const,
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return (await api.getCircleMenu(transport)).records.map((m) => m.name);
    },
  });
}

/** G40: create a circle, or save an edit of one (`circleId`); answers the circle's id. */
export async function saveCircle(input: CircleCreateInput, circleId: number | null): Promise<number> {
  const { transport, api } = await circleApi();
  const saved = circleId === null ? await api.createCircle(transport, input) : await api.updateCircle(transport, { ...input, circleId });
  return saved.circleId;
}

/** G33: the circle's mini-program code (a picture URL) for the share panel. */
export async function circleMiniappCode(circleId: number): Promise<string> {
  const { transport, api } = await circleApi();
  return api.getCircleMiniappCode(transport, circleId);
}

/** G05: the public circles of one category (the circle index's category chips). */
export function circlesOfCategoryQuery(category: string) {
  return queryOptions({
    queryKey: [...circleKeys.all, 'category', category] as const,
    queryFn: async () => {
      const { transport, api } = await circleApi();
      return (await api.getCirclePage(transport, { category, size: 50, circleType: 0, timestamp: Date.now() })).records;
    },
  });
}

/** I44 / I45: the caller's circles and the columns the caller follows (an empty list when the columns fail). */
export function myCirclesAndColumnsQuery(viewer: Viewer) {
  return queryOptions({
    queryKey: [...circleKeys.mine(viewer), 'with-columns'] as const,
    queryFn: async () => {
      const { transport, api } = await circleApi();
      const [circles, columns] = await Promise.all([api.getMyCircles(transport), api.getFollowedColumns(transport).catch(() => [])]);
      return { circles, columns };
    },
  });
}

/** A circle the composer offers, with the caller's member type in it. */
export interface CircleOption {
  circleId: number;
  circleName: string;
  type: CallerMemberType;
}

/** G05 / G10 / G18: the circles the composer offers: the caller's, with a preset circle the caller is not in first. */
export function postCirclesQuery(preset: number | null, viewer: Viewer) {
  return queryOptions({
    queryKey: [...circleKeys.mine(viewer), 'composer', preset] as const,
    queryFn: async (): Promise<CircleOption[]> => {
      const { transport, api } = await circleApi();
      const mine = await api.getMyCircles(transport);
      const options: CircleOption[] = mine.map((c) => ({ circleId: c.circleId, circleName: c.circleName, type: c.memberType }));
      if (preset !== null && !options.some((o) => o.circleId === preset)) {
        const detail = await api.getCircleDetail(transport, preset).catch(() => null);
        if (detail) options.unshift({ circleId: detail.circleId, circleName: detail.circleName, type: detail.circleMemberType });
      }
      return options;
    },
  });
}
