/**
 * Whether a public item exists (the share-code routes answer 404 otherwise).
 */
import type { Db } from '../db/connection';
import { get } from '../db/sql';

export async function circleExists(db: Db, id: number): Promise<boolean> {
  return (await get(db, 'SELECT 1 FROM circles WHERE id = ?', id)) !== undefined;
}

export async function publishedPostExists(db: Db, id: number): Promise<boolean> {
  return (await get(db, "SELECT 1 FROM posts WHERE id = ? AND status = 'PUBLISHED'", id)) !== undefined;
}

export async function publishedNewsExists(db: Db, id: number): Promise<boolean> {
  return (await get(db, "SELECT 1 FROM news WHERE id = ? AND publish_status = 'PUBLISHED' AND is_banned = 0", id)) !== undefined;
}
