/**
 * Issue 20 item 10: posts of a private circle (`circles.is_public = 0`) are for its members (OWNER, ADMIN, JOINED;
 * a PENDING request is not membership). Everyone else — visitors, crawlers, non-members — never gets their content:
 * not in the detail, nor in any list, search, related or hot block, nor their comments. These SQL fragments
 * assume the post table is aliased `p`.
 */
import type { Db } from '../db/connection';
import { get } from '../db/sql';
import { ERR_PRIVATE_CIRCLE_POST } from '@/lib/contract/post';
import { ApiError } from '../http/envelope';

/** A post outside any circle or in a public one. */
export const OPEN_POST_SQL = 'NOT EXISTS (SELECT 1 FROM circles pc WHERE pc.id = p.circle_id AND pc.is_public = 0)';

/** The posts a viewer may read: the open ones, plus those of the private circles they belong to. */
export function readablePostSql(viewerId: number | null): { sql: string; params: number[] } {
  if (viewerId === null) return { sql: OPEN_POST_SQL, params: [] };
  return {
    sql: `(${OPEN_POST_SQL} OR EXISTS (SELECT 1 FROM circle_members vm WHERE vm.circle_id = p.circle_id AND vm.member_id = ? AND vm.member_type <> 'PENDING'))`,
    params: [viewerId],
  };
}

/** The private circle that keeps a post from this viewer, or null when they may read it. */
export async function privateCircleOf(db: Db, postId: number, viewerId: number | null): Promise<{ id: number; name: string } | null> {
  const row = await get<{ id: number; name: string }>(
    db,
    `SELECT c.id, c.name FROM posts p JOIN circles c ON c.id = p.circle_id WHERE p.id = ? AND c.is_public = 0`,
    postId,
  );
  if (!row) return null;
  if (viewerId === null) return row;
  const member = await get(db, "SELECT 1 FROM circle_members WHERE circle_id = ? AND member_id = ? AND member_type <> 'PENDING'", row.id, viewerId);
  return member ? null : row;
}

/** Whether a viewer may read the posts of a circle (a public one, or a private one they belong to). */
export async function mayReadCircle(db: Db, circleId: number, viewerId: number | null): Promise<boolean> {
  const circle = await get<{ is_public: number }>(db, 'SELECT is_public FROM circles WHERE id = ?', circleId);
  if (!circle || circle.is_public === 1) return true;
  if (viewerId === null) return false;
  return await get(db, "SELECT 1 FROM circle_members WHERE circle_id = ? AND member_id = ? AND member_type <> 'PENDING'", circleId, viewerId) !== undefined;
}

/** Throws the private-circle answer (code {@link ERR_PRIVATE_CIRCLE_POST}, the circle as data) when the viewer may not read the post. */
export async function assertPostReadable(db: Db, postId: number, viewerId: number | null): Promise<void> {
  const circle = await privateCircleOf(db, postId, viewerId);
  if (circle) throw new ApiError(ERR_PRIVATE_CIRCLE_POST, '私密圈子的内容仅圈内成员可见', { circleId: circle.id, circleName: circle.name });
}
