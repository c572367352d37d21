-- The chat-app accounts known to the local OAuth sandbox (GET /api/sandbox/chat-app/authorize).
-- Seeded identities plus any the authorization page creates ("a new chat-app account").
-- Which member an openid belongs to stays in members.wx_openid.
CREATE TABLE chat_app_identities (
  openid TEXT PRIMARY KEY,
  unionid TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL,
  avatar TEXT NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Where a sandbox code was sent (audit) and the state it carried.
ALTER TABLE oauth_codes ADD COLUMN redirect_uri TEXT;
ALTER TABLE oauth_codes ADD COLUMN state TEXT;
