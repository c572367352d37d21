/**
 * G40: creating and editing circles. The creator becomes the circle's OWNER (a JOINED-or-better member);
 * only the owner edits (10403 otherwise). Circle names are unique, case-insensitively.
 */
import type { CircleCreateInput, CircleSaveResult, CircleUpdateInput } from '@/lib/contract/circle';
import type { Db } from '../db/connection';
import { get, run, transaction, insertId } from '../db/sql';
import { nowText } from '../db/time';
import { fail } from '../http/envelope';
import { refreshCircleCounts, requireManager } from './circles';

/** A member may own at most this many circles (keeps the directory from being flooded by one account). */
export const CIRCLES_OWNED_MAX = 10;
export const CIRCLE_NAME_TAKEN = 'circleName: a circle with this name already exists';

async function checkName(db: Db, name: string, exceptId: number | null): Promise<void> {
  const clash = await get<{ id: number }>(db, 'SELECT id FROM circles WHERE lower(name) = lower(?) AND id IS DISTINCT FROM ?', name, exceptId);
  if (clash) throw fail(CIRCLE_NAME_TAKEN);
}

export async function createCircle(db: Db, memberId: number, input: CircleCreateInput): Promise<CircleSaveResult> {
  await checkName(db, input.circleName, null);
  const owned = (await get<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM circles WHERE owner_member_id = ? AND circle_type = 0', memberId))?.n ?? 0;
  if (owned >= CIRCLES_OWNED_MAX) throw fail(`circleName: at most ${CIRCLES_OWNED_MAX} circles per member`);
  const circleId = await transaction(db, async () => {
    const now = nowText();
    const id = (await insertId(db, `INSERT INTO circles (name, description, avatar, cover_img, category, circle_type, is_public, owner_member_id, member_count, post_count, created_at)
         VALUES (?, ?, ?, ?, ?, 0, ?, ?, 0, 0, ?)`, input.circleName, input.description, input.avatar, input.coverImg ?? null, input.category, input.isPublic ? 1 : 0, memberId, now));
    await run(db, "INSERT INTO circle_members (circle_id, member_id, member_type, joined_at) VALUES (?, ?, 'OWNER', ?)", id, memberId, now);
    await refreshCircleCounts(db, id);
    return id;
  });
  return { circleId };
}

export async function updateCircle(db: Db, memberId: number, input: CircleUpdateInput): Promise<CircleSaveResult> {
  await requireManager(db, input.circleId, memberId, false);
  await checkName(db, input.circleName, input.circleId);
  await run(
    db,
    'UPDATE circles SET name = ?, description = ?, avatar = ?, cover_img = ?, category = ?, is_public = ? WHERE id = ?',
    input.circleName,
    input.description,
    input.avatar,
    input.coverImg ?? null,
    input.category,
    input.isPublic ? 1 : 0,
    input.circleId,
  );
  return { circleId: input.circleId };
}
