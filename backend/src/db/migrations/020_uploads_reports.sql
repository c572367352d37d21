-- Objects stored by the bundled storage stand-in (POST /api/oss), and member reports (G46).

CREATE TABLE stored_objects (
  object_key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

-- report_type: contentAppeal | accuse; entity_type: 11 post, 12 post comment, 13 news, 14 news comment
CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  report_type TEXT NOT NULL CHECK (report_type IN ('contentAppeal', 'accuse')),
  entity_type INTEGER NOT NULL,
  entity_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX idx_reports_once ON reports (member_id, report_type, entity_type, entity_id);
