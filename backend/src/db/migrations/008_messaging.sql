-- Private conversations and messages, system notices, uploads.

CREATE TABLE conversations (
  id INTEGER PRIMARY KEY,
  context_type TEXT,
  context_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE conversation_members (
  conv_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  is_anonymous INTEGER NOT NULL DEFAULT 0,
  unread_count INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  draft TEXT,
  PRIMARY KEY (conv_id, member_id)
);
CREATE INDEX idx_conversation_members_member ON conversation_members (member_id);

-- msg_type: 0 text, 1 post card / system, 2 image, 3 link, 900 client post card, 901 template
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  conv_id INTEGER NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  msg_from INTEGER NOT NULL,
  msg_to INTEGER NOT NULL,
  msg_type INTEGER NOT NULL DEFAULT 0,
  msg_content TEXT NOT NULL,
  sent_time TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_messages_conv ON messages (conv_id, id);

CREATE TABLE message_templates (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- notice_type per NOTICE_TYPE; content is the JSON noticeContent; operation_result 0/1/2.
CREATE TABLE notices (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  notice_type INTEGER NOT NULL,
  entity_type INTEGER,
  entity_id INTEGER,
  content TEXT NOT NULL DEFAULT '{}',
  operation_result INTEGER,
  is_read INTEGER NOT NULL DEFAULT 0,
  sent_time TEXT NOT NULL
);
CREATE INDEX idx_notices_member ON notices (member_id, notice_type, sent_time);

-- Objects stored by the object-storage stand-in.
CREATE TABLE uploads (
  key TEXT PRIMARY KEY,
  member_id INTEGER,
  content_type TEXT,
  size INTEGER NOT NULL,
  original_name TEXT,
  created_at TEXT NOT NULL
);
