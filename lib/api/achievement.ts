import {
  achievementDetailSchema,
  achievementPageSchema,
  myAchievementPageSchema,
  myAchievementSchema,
  type Achievement,
  type AchievementCreateBody,
  type AchievementDetail,
  type AchievementMaturity,
  type AchievementUpdateBody,
  type AuditStatus,
  type MyAchievement,
} from '@/lib/contract/achievement';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

export interface AchievementPageParams {
  current?: number;
  size?: number;
  maturity?: AchievementMaturity;
  transferred?: boolean;
  /** Every word in the title, summary or body (the search's achievement group, E28). */
  keyword?: string;
}

/** M01: `GET /company/achievement/page` (PASS items only). */
export function getAchievementPage(t: Transport, query: AchievementPageParams = {}): Promise<Page<Achievement>> {
  const { transferred, ...rest } = query;
  return t.get('/company/achievement/page', {
    auth: false,
    query: { ...rest, transferred: transferred === undefined ? undefined : transferred ? 1 : 0 },
    schema: achievementPageSchema,
  });
}

/** M02: `GET /company/achievement/{id}`; rejects with code 404 when missing or not public. */
export function getAchievementDetail(t: Transport, id: number): Promise<AchievementDetail> {
  return t.get(`/company/achievement/${id}`, { auth: false, schema: achievementDetailSchema });
}

/** M16: `GET /company/achievement/my/page`. */
export function getMyAchievements(t: Transport, query: { current?: number; size?: number; auditStatus?: AuditStatus } = {}): Promise<Page<MyAchievement>> {
  return t.get('/company/achievement/my/page', { query, schema: myAchievementPageSchema });
}

/** M04: `GET /company/achievement/my/detail?achievementId=`. */
export function getMyAchievement(t: Transport, achievementId: number): Promise<MyAchievement> {
  return t.get('/company/achievement/my/detail', { query: { achievementId }, schema: myAchievementSchema });
}

/** M03: `POST /company/achievement` (DRAFT or submitted → PENDING). */
export function createAchievement(t: Transport, body: AchievementCreateBody): Promise<MyAchievement> {
  return t.post('/company/achievement', { body, schema: myAchievementSchema });
}

/** M04: `PUT /company/achievement` (a submission goes back to PENDING). */
export function updateAchievement(t: Transport, body: AchievementUpdateBody): Promise<MyAchievement> {
  return t.put('/company/achievement', { body, schema: myAchievementSchema });
}

/** M21: `PUT /company/achievement/cancel/request?achievementId=` (PENDING → CANCEL). */
export function cancelAchievement(t: Transport, achievementId: number): Promise<MyAchievement> {
  return t.put('/company/achievement/cancel/request', { query: { achievementId }, schema: myAchievementSchema });
}
