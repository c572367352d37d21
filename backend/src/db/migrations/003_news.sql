-- News, flashes (short news), topics with sections, columns; interactions on news.

CREATE TABLE columns (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  avatar TEXT,
  owner_member_id INTEGER NOT NULL REFERENCES members (id),
  subscriber_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE column_subscribers (
  column_id INTEGER NOT NULL REFERENCES columns (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_type TEXT NOT NULL DEFAULT 'JOINED',
  created_at TEXT NOT NULL,
  PRIMARY KEY (column_id, member_id)
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT,
  content TEXT NOT NULL,
  cover_img TEXT,
  author TEXT,
  source_tag_id INTEGER,
  class_tag_id INTEGER,
  column_id INTEGER REFERENCES columns (id),
  company_id INTEGER,
  member_id INTEGER,
  seo_keywords TEXT,
  language TEXT NOT NULL DEFAULT 'zh',
  publish_status TEXT NOT NULL DEFAULT 'PUBLISHED' CHECK (publish_status IN ('DRAFT', 'PUBLISHED')),
  is_banned INTEGER NOT NULL DEFAULT 0,
  publish_time TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  favorite_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX idx_news_list ON news (publish_status, is_banned, publish_time DESC, id DESC);
CREATE INDEX idx_news_class ON news (class_tag_id, publish_time DESC);
CREATE INDEX idx_news_source ON news (source_tag_id, publish_time DESC);
CREATE INDEX idx_news_column ON news (column_id);
CREATE INDEX idx_news_company ON news (company_id);

-- Theme, site and category tags of a news item (class and source are columns of news).
CREATE TABLE news_tags (
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (news_id, tag_id)
);
CREATE INDEX idx_news_tags_tag ON news_tags (tag_id, news_id);

CREATE TABLE news_likes (
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (news_id, member_id)
);

CREATE TABLE news_views (
  id INTEGER PRIMARY KEY,
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  member_id INTEGER,
  cid TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_news_views_news ON news_views (news_id);

CREATE TABLE news_comments (
  id INTEGER PRIMARY KEY,
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  parent_id INTEGER,
  reply_member_id INTEGER,
  content TEXT NOT NULL,
  images TEXT,
  like_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_news_comments_news ON news_comments (news_id, parent_id, created_at);

CREATE TABLE news_comment_likes (
  comment_id INTEGER NOT NULL REFERENCES news_comments (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, member_id)
);

CREATE TABLE flashes (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  source_tag_id INTEGER,
  publish_time TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_flashes_time ON flashes (publish_time DESC);

CREATE TABLE topics (
  id INTEGER PRIMARY KEY,
  code TEXT UNIQUE,
  title TEXT NOT NULL,
  en_title TEXT,
  description TEXT,
  cover_img TEXT,
  publish_time TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE topic_sections (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_topic_sections_topic ON topic_sections (topic_id, sort);

CREATE TABLE topic_section_news (
  section_id INTEGER NOT NULL REFERENCES topic_sections (id) ON DELETE CASCADE,
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (section_id, news_id)
);
