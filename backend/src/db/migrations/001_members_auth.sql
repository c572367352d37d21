-- Members, their profile data, sessions and the login stand-ins (sms, captcha, chat-app codes).
-- Times of content are TEXT 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai); expiries are INTEGER epoch ms.

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  mobile TEXT UNIQUE,
  email TEXT UNIQUE,
  password_hash TEXT,
  nickname TEXT,
  avatar TEXT,
  gender TEXT CHECK (gender IN ('MALE', 'FEMALE')),
  company TEXT,
  company_id INTEGER NOT NULL DEFAULT 0,
  position TEXT,
  location_id INTEGER,
  location TEXT,
  bio TEXT,
  is_register INTEGER NOT NULL DEFAULT 1,
  is_required INTEGER NOT NULL DEFAULT 1,
  step INTEGER NOT NULL DEFAULT 1,
  is_banned INTEGER NOT NULL DEFAULT 0,
  has_column INTEGER NOT NULL DEFAULT 0,
  name_editable INTEGER NOT NULL DEFAULT 1,
  member_kind TEXT NOT NULL DEFAULT 'ORDINARY' CHECK (member_kind IN ('ORDINARY', 'COLLEGE')),
  wx_openid TEXT UNIQUE,
  wx_unionid TEXT,
  invite_miniapp_code TEXT,
  created_at TEXT NOT NULL,
  last_active_at TEXT
);
CREATE INDEX idx_members_company ON members (company_id);
CREATE INDEX idx_members_created ON members (created_at);

CREATE TABLE member_industry_tags (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, tag_id)
);

CREATE TABLE member_work_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  position TEXT NOT NULL,
  company TEXT NOT NULL,
  company_id INTEGER NOT NULL DEFAULT 0,
  location TEXT,
  location_id INTEGER,
  start_time TEXT NOT NULL,
  end_time TEXT,
  description TEXT
);
CREATE INDEX idx_work_history_member ON member_work_history (member_id);

CREATE TABLE member_education_history (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  school TEXT NOT NULL,
  degree TEXT,
  major TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT,
  description TEXT
);
CREATE INDEX idx_education_history_member ON member_education_history (member_id);

-- Permission tokens such as 'company:product:add'.
CREATE TABLE member_authorities (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  authority TEXT NOT NULL,
  PRIMARY KEY (member_id, authority)
);

CREATE TABLE membership_benefits (
  id INTEGER PRIMARY KEY,
  member_kind TEXT NOT NULL DEFAULT 'ORDINARY',
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE member_notice_settings (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  notice_type INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, notice_type)
);

-- One row per session: opaque random tokens, only their sha256 is stored. Refresh rotates the row.
CREATE TABLE auth_tokens (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  client_id TEXT NOT NULL,
  access_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  grant_type TEXT NOT NULL,
  remember_me INTEGER NOT NULL DEFAULT 1,
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER,
  replaced_by INTEGER
);
CREATE INDEX idx_auth_tokens_member ON auth_tokens (member_id);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  target TEXT NOT NULL,
  message_type TEXT NOT NULL,
  code TEXT NOT NULL,
  secret_key TEXT NOT NULL UNIQUE,
  ip TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX idx_sms_codes_target ON sms_codes (target, created_at);
CREATE INDEX idx_sms_codes_ip ON sms_codes (ip, created_at);

-- Slider captcha: a challenge with its secret target x; solving it yields a single-use pass.
CREATE TABLE captcha_challenges (
  id TEXT PRIMARY KEY,
  target_x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  solved_at INTEGER,
  failed_at INTEGER,
  pass_hash TEXT UNIQUE,
  pass_expires_at INTEGER,
  pass_used_at INTEGER
);

-- Codes of the local chat-app OAuth sandbox (grants web_code and official_account).
CREATE TABLE oauth_codes (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('web_code', 'official_account')),
  openid TEXT NOT NULL,
  unionid TEXT,
  nickname TEXT,
  avatar TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Failed login attempts (rate limiting per mobile and per IP).
CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  mobile TEXT,
  ip TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX idx_login_failures_mobile ON login_failures (mobile, created_at);
CREATE INDEX idx_login_failures_ip ON login_failures (ip, created_at);
