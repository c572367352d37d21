/**
 * Objects stored by the bundled storage host (`stored_objects`): the record of an upload, read back when it is served.
 */
import type { Db } from '../db/connection';
import { get, run, transaction } from '../db/sql';
import { nowText } from '../db/time';
import { markGrantsUsed } from '../storage/upload-grants';

export interface StoredObjectRow {
  name: string;
  content_type: string;
  size: number;
}

/** Records a stored object and uses up the grants that named its key, in one transaction. */
export async function insertStoredObject(db: Db, object: { key: string; name: string; type: string; size: number; memberId: number }): Promise<void> {
  await transaction(db, async () => {
    await run(
      db,
      'INSERT INTO stored_objects (object_key, name, content_type, size, created_at, member_id) VALUES (?, ?, ?, ?, ?, ?)',
      object.key,
      object.name,
      object.type,
      object.size,
      nowText(),
      object.memberId,
    );
    await markGrantsUsed(db, object.key, Date.now());
  });
}

export async function storedObjectByKey(db: Db, key: string): Promise<StoredObjectRow | undefined> {
  return await get<StoredObjectRow>(db, 'SELECT name, content_type, size FROM stored_objects WHERE object_key = ?', key);
}
