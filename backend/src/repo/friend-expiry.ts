/** Friend-request expiry, a leaf shared by friends.ts and notices.ts (notices importing friends was a cycle). */
import { FRIEND_REQUEST_COOLDOWN_DAYS } from '@/lib/constants';
import type { Db } from '../db/connection';
import { run } from '../db/sql';
import { formatTime } from '../db/time';

const DAY_MS = 86_400_000;

/** Marks PENDING requests older than the cooldown EXPIRED (run before reads of request state). */
export async function expireStaleRequests(db: Db, now = Date.now()): Promise<void> {
  await run(db, "UPDATE friend_requests SET status = 'EXPIRED', handled_at = ? WHERE status = 'PENDING' AND created_at < ?", formatTime(now), formatTime(now - FRIEND_REQUEST_COOLDOWN_DAYS * DAY_MS));
}
