-- SQLite 195_growth_indexes.sql (issue 28 item 4, "Growth"): indexes for the hot paths that read a whole table — the
-- replies of a comment, the open posts' count and facets, the items of an order, the member lists (partial: the
-- listable members, in list order).
CREATE INDEX IF NOT EXISTS idx_news_comments_parent ON news_comments (parent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_post_comments_parent ON post_comments (parent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_posts_open ON posts (status, circle_id, tag_id, theme_tag_id);
CREATE INDEX IF NOT EXISTS idx_ec_order_items_order ON ec_order_items (order_id, id);
CREATE INDEX IF NOT EXISTS idx_members_listed_active ON members (last_active_at DESC, id DESC) WHERE is_register = 1 AND nickname IS NOT NULL AND id <> 1000;
CREATE INDEX IF NOT EXISTS idx_members_listed_new ON members (created_at DESC, id DESC) WHERE is_register = 1 AND nickname IS NOT NULL AND id <> 1000;
