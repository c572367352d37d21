-- Issue 29 item 14: an English search ("packaging") finds news, posts, events and products by the English names of
-- their tags (class, theme, type, chain categories) and an event by its English title (search/index-queue.ts reads
-- them). A change of those queues the row again; every row of the four kinds is queued once to be re-indexed.
DROP TRIGGER search_news_upd;
CREATE TRIGGER search_news_upd AFTER UPDATE OF title, summary, content, class_tag_id ON news BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', NEW.id);
END;
CREATE TRIGGER search_news_tags_ins AFTER INSERT ON news_tags BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', NEW.news_id);
END;
CREATE TRIGGER search_news_tags_del AFTER DELETE ON news_tags BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('news', OLD.news_id);
END;

DROP TRIGGER search_posts_upd;
CREATE TRIGGER search_posts_upd AFTER UPDATE OF title, content, tag_id, theme_tag_id ON posts BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('posts', NEW.id);
END;

DROP TRIGGER search_events_upd;
CREATE TRIGGER search_events_upd AFTER UPDATE OF title, en_title, summary, content, source_name, city, type_tag_id ON events BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('events', NEW.id);
END;

CREATE TRIGGER search_products_cat_ins AFTER INSERT ON company_product_categories BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('products', NEW.product_id);
END;
CREATE TRIGGER search_products_cat_del AFTER DELETE ON company_product_categories BEGIN
  INSERT OR IGNORE INTO search_dirty (kind, ref_id) VALUES ('products', OLD.product_id);
END;

INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'news', id FROM news;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'posts', id FROM posts;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'events', id FROM events;
INSERT OR IGNORE INTO search_dirty (kind, ref_id) SELECT 'products', id FROM company_products;
