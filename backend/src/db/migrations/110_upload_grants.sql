-- Upload grants of the storage stand-in (issue 17 item 7): every answer of GET /basic/aliyun/sign is good for one
-- object. A grant carries short-lived credentials (`STS.…` key id; secret and token derived from the storage key),
-- the exact key it allows (or the key stem, prefix + 36 hex, when the call gave no file name), the member it was
-- issued to, the largest size and its expiry.
CREATE TABLE upload_grants (
  access_key_id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL,
  object_key TEXT NOT NULL,
  exact INTEGER NOT NULL,
  max_bytes INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_upload_grants_key ON upload_grants (object_key);

-- Multipart uploads in progress (initiate → parts → complete | abort); parts are files beside the stored objects.
CREATE TABLE multipart_uploads (
  upload_id TEXT PRIMARY KEY,
  object_key TEXT NOT NULL,
  member_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  max_bytes INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'COMPLETED', 'ABORTED')),
  created_at INTEGER NOT NULL
);
CREATE INDEX idx_multipart_uploads_key ON multipart_uploads (object_key);

CREATE TABLE multipart_parts (
  upload_id TEXT NOT NULL REFERENCES multipart_uploads (upload_id) ON DELETE CASCADE,
  part_number INTEGER NOT NULL,
  size INTEGER NOT NULL,
  etag TEXT NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);

-- Who stored an object (null for objects stored before grants existed and for seeded files).
ALTER TABLE stored_objects ADD COLUMN member_id INTEGER;
