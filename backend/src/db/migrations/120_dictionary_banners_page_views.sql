-- Issue 19 items 1, 3 and 4: the industry dictionary, banners by site and by config, and the page-view log.

-- Dictionary entries (E19): zh/en names and definitions, one category each (material, process, machine,
-- standard, quality). The exact lookup compares names case-insensitively (the NOCASE indexes).
ALTER TABLE dict_entries ADD COLUMN category TEXT NOT NULL DEFAULT 'material';
ALTER TABLE dict_entries ADD COLUMN en_explanation TEXT;
ALTER TABLE dict_entries ADD COLUMN sort INTEGER NOT NULL DEFAULT 0;
CREATE INDEX idx_dict_entries_word ON dict_entries (word COLLATE NOCASE);
CREATE INDEX idx_dict_entries_en_word ON dict_entries (en_word COLLATE NOCASE);

-- Banners (O29): `site` is the list a page asks for (`GET /basic/banner/list?site=`); `config` the code a
-- placement asks for (`GET /basic/banner/list-by-config?code=`); en texts fall back to zh.
ALTER TABLE banners ADD COLUMN config TEXT;
ALTER TABLE banners ADD COLUMN en_title TEXT;
ALTER TABLE banners ADD COLUMN subtitle TEXT;
ALTER TABLE banners ADD COLUMN en_subtitle TEXT;
ALTER TABLE banners ADD COLUMN width INTEGER NOT NULL DEFAULT 1200;
ALTER TABLE banners ADD COLUMN height INTEGER NOT NULL DEFAULT 360;
ALTER TABLE banners ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
CREATE INDEX idx_banners_site ON banners (site, sort);
CREATE INDEX idx_banners_config ON banners (config, sort);

-- Page views (A28, B42, I35): one row per page opened, sent in batches by the browser's log service
-- (`POST /admin/view/record`); `member_id` when the batch came with a live token.
CREATE TABLE page_views (
  id INTEGER PRIMARY KEY,
  cid TEXT NOT NULL,
  member_id INTEGER,
  url TEXT NOT NULL,
  path TEXT NOT NULL,
  client TEXT NOT NULL,
  site_id INTEGER NOT NULL DEFAULT 1,
  start_time TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_page_views_path ON page_views (path, start_time);
CREATE INDEX idx_page_views_cid ON page_views (cid, start_time);

-- Time on page (A28/A29): `POST /admin/log/access/time` stores finished visits in the existing access_logs.
ALTER TABLE access_logs ADD COLUMN site_id INTEGER NOT NULL DEFAULT 1;
ALTER TABLE access_logs ADD COLUMN duration_ms INTEGER;
CREATE INDEX idx_access_logs_cid ON access_logs (cid, start_time);
