/**
 * The storage stand-in's multipart uploads (`multipart_uploads`, `multipart_parts`), as ali-oss drives them:
 * initiate, parts, complete, abort.
 */
import type { Db } from '../db/connection';
import { all, get, run } from '../db/sql';

export interface UploadRow {
  upload_id: string;
  object_key: string;
  member_id: number;
  name: string;
  max_bytes: number;
  state: string;
}

export interface PartRow {
  part_number: number;
  size: number;
  etag: string;
}

export async function uploadById(db: Db, uploadId: string): Promise<UploadRow | undefined> {
  return await get<UploadRow>(db, 'SELECT * FROM multipart_uploads WHERE upload_id = ?', uploadId);
}

export async function objectExists(db: Db, key: string): Promise<boolean> {
  return (await get(db, 'SELECT 1 FROM stored_objects WHERE object_key = ?', key)) !== undefined;
}

export async function openUploadCount(db: Db, key: string): Promise<number> {
  return Number((await get<{ n: number }>(db, "SELECT COUNT(*) AS n FROM multipart_uploads WHERE object_key = ? AND state = 'OPEN'", key))?.n ?? 0);
}

export async function insertUpload(db: Db, upload: { uploadId: string; key: string; memberId: number; name: string; maxBytes: number }): Promise<void> {
  await run(
    db,
    'INSERT INTO multipart_uploads (upload_id, object_key, member_id, name, max_bytes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    upload.uploadId,
    upload.key,
    upload.memberId,
    upload.name,
    upload.maxBytes,
    Date.now(),
  );
}

export async function partsOf(db: Db, uploadId: string): Promise<PartRow[]> {
  return await all<PartRow>(db, 'SELECT part_number, size, etag FROM multipart_parts WHERE upload_id = ?', uploadId);
}

/** Bytes of the upload's parts other than `partNumber`. */
export async function otherPartsSize(db: Db, uploadId: string, partNumber: number): Promise<number> {
  return Number((await get<{ total: number | null }>(db, 'SELECT SUM(size) AS total FROM multipart_parts WHERE upload_id = ? AND part_number <> ?', uploadId, partNumber))?.total ?? 0);
}

export async function savePart(db: Db, uploadId: string, part: PartRow): Promise<void> {
  await run(
    db,
    'INSERT INTO multipart_parts (upload_id, part_number, size, etag) VALUES (?, ?, ?, ?) ON CONFLICT (upload_id, part_number) DO UPDATE SET size = excluded.size, etag = excluded.etag',
    uploadId,
    part.part_number,
    part.size,
    part.etag,
  );
}

/** The upload ends (COMPLETED or ABORTED); its part records go. */
export async function closeUpload(db: Db, uploadId: string, state: 'COMPLETED' | 'ABORTED'): Promise<void> {
  await run(db, 'UPDATE multipart_uploads SET state = ? WHERE upload_id = ?', state, uploadId);
  await run(db, 'DELETE FROM multipart_parts WHERE upload_id = ?', uploadId);
}
