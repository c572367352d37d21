import type { AchievementCreateBody } from '@/lib/contract/achievement';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the achievements family (issue 16); the member's own list carries the viewer. */
export const achievementKeys = {
  all: ['achievement'] as const,
  mine: (viewer: Viewer, current: number, size: number) => [...achievementKeys.all, 'mine', viewer, current, size] as const,
};

async function achievementApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/achievement')]);
  return { transport, api };
}

/** M16: one page of the caller's own achievements, every audit state and drafts (`GET /company/achievement/my/page`). */
export function myAchievementPageQuery(viewer: Viewer, current: number, size: number) {
  return {
    queryKey: achievementKeys.mine(viewer, current, size),
    queryFn: async () => {
      const { transport, api } = await achievementApi();
      return api.getMyAchievements(transport, { current, size });
    },
  };
}

/** M21: 撤回 a PENDING submission (`PUT /company/achievement/cancel/request`); answers the item, now CANCEL. */
export async function withdrawAchievement(id: number) {
  const { transport, api } = await achievementApi();
  return api.cancelAchievement(transport, id);
}

/** M03/M04: create (no id) or update one's own achievement, as a draft or submitted for review. */
export async function saveAchievement(body: AchievementCreateBody, id: number | null) {
  const { transport, api } = await achievementApi();
  return id ? api.updateAchievement(transport, { ...body, id }) : api.createAchievement(transport, body);
}
