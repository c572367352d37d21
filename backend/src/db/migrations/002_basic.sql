-- Basic data: tags, regions, site pages, hot search keywords, banners, dictionary, grey words.

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  en_name TEXT,
  code TEXT,
  type INTEGER NOT NULL,
  parent_id INTEGER,
  logo TEXT,
  description TEXT,
  status INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  hot INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_tags_type ON tags (type, status, sort);
CREATE INDEX idx_tags_parent ON tags (parent_id);
CREATE UNIQUE INDEX idx_tags_type_code ON tags (type, code) WHERE code IS NOT NULL;

CREATE TABLE locations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  en_name TEXT,
  parent_id INTEGER NOT NULL DEFAULT 0,
  is_overseas INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_locations_parent ON locations (parent_id, sort);

CREATE TABLE site_pages (
  code TEXT PRIMARY KEY,
  title TEXT,
  content TEXT,
  url TEXT,
  qr_code_image TEXT,
  description TEXT,
  name TEXT,
  notes TEXT,
  updated_at TEXT NOT NULL
);

-- site: news | post | activity | company
CREATE TABLE hot_keywords (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  keyword TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  search_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_hot_keywords_site ON hot_keywords (site, sort);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  site TEXT NOT NULL,
  title TEXT,
  image TEXT NOT NULL,
  url TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE dict_entries (
  id INTEGER PRIMARY KEY,
  word TEXT NOT NULL,
  en_word TEXT,
  explanation TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE grey_words (
  word TEXT PRIMARY KEY
);
