-- Full-text search over segmented words (issue 18 item 3; backend/src/search/).
-- Two FTS5 indexes per searchable kind, their rowid being the entity's id, both contentless (only the index
-- is stored): search_<kind> holds the jieba words of the entity's title and body, search_<kind>_tri the
-- trigrams of the raw text (a query word of 3 or more characters is also found inside longer words, as
-- 包装机 in 包装机械). SQL cannot segment Chinese, so the triggers below only queue the changed ids in
-- search_dirty; the API indexes the queue before every search and at start (search/index-queue.ts), so a
-- write from any connection is searchable at the next search.
CREATE TABLE search_dirty (
  kind TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  PRIMARY KEY (kind, ref_id)
) WITHOUT ROWID;

-- The news list index also covers the class tag: the search's class facet counts thousands of matches from the
-- index alone (reading class_tag_id from the row would walk the overflow pages of the long content before it).
DROP INDEX idx_news_list;
CREATE INDEX idx_news_list ON news (publish_status, is_banned, publish_time DESC, id DESC, class_tag_id);

CREATE VIRTUAL TABLE search_news USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_news_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_news_ins AFTER INSERT ON news BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', NEW.id);
END;
CREATE TRIGGER search_news_upd AFTER UPDATE OF title, summary, content ON news BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', NEW.id);
END;
CREATE TRIGGER search_news_del AFTER DELETE ON news BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'news', id FROM news;

CREATE VIRTUAL TABLE search_posts USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_posts_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_posts_ins AFTER INSERT ON posts BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('posts', NEW.id);
END;
CREATE TRIGGER search_posts_upd AFTER UPDATE OF title, content ON posts BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('posts', NEW.id);
END;
CREATE TRIGGER search_posts_del AFTER DELETE ON posts BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('posts', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'posts', id FROM posts;

CREATE VIRTUAL TABLE search_circles USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_circles_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_circles_ins AFTER INSERT ON circles BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('circles', NEW.id);
END;
CREATE TRIGGER search_circles_upd AFTER UPDATE OF name, category, description ON circles BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('circles', NEW.id);
END;
CREATE TRIGGER search_circles_del AFTER DELETE ON circles BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('circles', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'circles', id FROM circles;

CREATE VIRTUAL TABLE search_members USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_members_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_members_ins AFTER INSERT ON members BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('members', NEW.id);
END;
CREATE TRIGGER search_members_upd AFTER UPDATE OF nickname, company, position ON members BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('members', NEW.id);
END;
CREATE TRIGGER search_members_del AFTER DELETE ON members BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('members', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'members', id FROM members;

CREATE VIRTUAL TABLE search_events USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_events_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_events_ins AFTER INSERT ON events BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('events', NEW.id);
END;
CREATE TRIGGER search_events_upd AFTER UPDATE OF title, summary, content, source_name, city ON events BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('events', NEW.id);
END;
CREATE TRIGGER search_events_del AFTER DELETE ON events BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('events', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'events', id FROM events;

CREATE VIRTUAL TABLE search_companies USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_companies_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_companies_ins AFTER INSERT ON companies BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('companies', NEW.id);
END;
CREATE TRIGGER search_companies_upd AFTER UPDATE OF name, en_name, location ON companies BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('companies', NEW.id);
END;
CREATE TRIGGER search_companies_del AFTER DELETE ON companies BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('companies', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'companies', id FROM companies;
-- A company is found by its name and by its categories and place (the introductions share boilerplate).
CREATE TRIGGER search_companies_cat_ins AFTER INSERT ON company_categories BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('companies', NEW.company_id);
END;
CREATE TRIGGER search_companies_cat_del AFTER DELETE ON company_categories BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('companies', OLD.company_id);
END;

CREATE VIRTUAL TABLE search_products USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_products_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_products_ins AFTER INSERT ON company_products BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('products', NEW.id);
END;
CREATE TRIGGER search_products_upd AFTER UPDATE OF name, description ON company_products BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('products', NEW.id);
END;
CREATE TRIGGER search_products_del AFTER DELETE ON company_products BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('products', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'products', id FROM company_products;

CREATE VIRTUAL TABLE search_achievements USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE search_achievements_tri USING fts5(title, body, content = '', contentless_delete = 1, tokenize = 'trigram');
CREATE TRIGGER search_achievements_ins AFTER INSERT ON achievements BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('achievements', NEW.id);
END;
CREATE TRIGGER search_achievements_upd AFTER UPDATE OF title, summary, content ON achievements BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('achievements', NEW.id);
END;
CREATE TRIGGER search_achievements_del AFTER DELETE ON achievements BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('achievements', OLD.id);
END;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'achievements', id FROM achievements;
