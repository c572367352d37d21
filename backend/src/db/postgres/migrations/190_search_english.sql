-- SQLite 190_search_english.sql: news, posts, events and products are indexed with the English names of their tags
-- (and an event with its English title), so a change of those queues the row again; every row is queued once.
-- search_queue_by_column: TG_ARGV[0] the kind, TG_ARGV[1] the column holding the queued id.
CREATE OR REPLACE FUNCTION search_queue_by_column() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (kind, ref_id)
    VALUES (TG_ARGV[0], CAST((CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END) ->> TG_ARGV[1] AS bigint))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS search_news_upd ON news;
CREATE TRIGGER search_news_upd AFTER UPDATE OF title, summary, content, class_tag_id ON news FOR EACH ROW EXECUTE FUNCTION search_queue_by_id('news');
DROP TRIGGER IF EXISTS search_news_tags_ins ON news_tags;
CREATE TRIGGER search_news_tags_ins AFTER INSERT ON news_tags FOR EACH ROW EXECUTE FUNCTION search_queue_by_column('news', 'news_id');
DROP TRIGGER IF EXISTS search_news_tags_del ON news_tags;
CREATE TRIGGER search_news_tags_del AFTER DELETE ON news_tags FOR EACH ROW EXECUTE FUNCTION search_queue_by_column('news', 'news_id');

DROP TRIGGER IF EXISTS search_posts_upd ON posts;
CREATE TRIGGER search_posts_upd AFTER UPDATE OF title, content, tag_id, theme_tag_id ON posts FOR EACH ROW EXECUTE FUNCTION search_queue_by_id('posts');

DROP TRIGGER IF EXISTS search_events_upd ON events;
CREATE TRIGGER search_events_upd AFTER UPDATE OF title, en_title, summary, content, source_name, city, type_tag_id ON events FOR EACH ROW EXECUTE FUNCTION search_queue_by_id('events');

DROP TRIGGER IF EXISTS search_products_cat_ins ON company_product_categories;
CREATE TRIGGER search_products_cat_ins AFTER INSERT ON company_product_categories FOR EACH ROW EXECUTE FUNCTION search_queue_by_column('products', 'product_id');
DROP TRIGGER IF EXISTS search_products_cat_del ON company_product_categories;
CREATE TRIGGER search_products_cat_del AFTER DELETE ON company_product_categories FOR EACH ROW EXECUTE FUNCTION search_queue_by_column('products', 'product_id');

INSERT INTO search_dirty (kind, ref_id) SELECT 'news', id FROM news ON CONFLICT DO NOTHING;
INSERT INTO search_dirty (kind, ref_id) SELECT 'posts', id FROM posts ON CONFLICT DO NOTHING;
INSERT INTO search_dirty (kind, ref_id) SELECT 'events', id FROM events ON CONFLICT DO NOTHING;
INSERT INTO search_dirty (kind, ref_id) SELECT 'products', id FROM company_products ON CONFLICT DO NOTHING;
INSERT INTO schema_migrations (version, applied_at) VALUES ('190_search_english.sql', 'migration') ON CONFLICT DO NOTHING;
