-- Issue 28 item 4 ("Growth"): the hot paths that still read a whole table (tests/backend/query-plans.test.ts, on the
-- seed grown by `npm run seed -- --scale N`) get an index: the replies of a comment (news and posts), the items of an
-- order (the orders page reads them order by order), and the member lists (newest activity, newest members), whose
-- partial indexes hold exactly the listable members (social.ts LISTABLE) in list order. The post list's count and the
-- post search's count and facets read idx_posts_open (status, circle, type, theme) instead of every post row.
CREATE INDEX IF NOT EXISTS idx_news_comments_parent ON news_comments (parent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_post_comments_parent ON post_comments (parent_id, created_at);
CREATE INDEX IF NOT EXISTS idx_posts_open ON posts (status, circle_id, tag_id, theme_tag_id);
CREATE INDEX IF NOT EXISTS idx_ec_order_items_order ON ec_order_items (order_id, id);
CREATE INDEX IF NOT EXISTS idx_members_listed_active ON members (last_active_at DESC, id DESC) WHERE is_register = 1 AND nickname IS NOT NULL AND id <> 1000;
CREATE INDEX IF NOT EXISTS idx_members_listed_new ON members (created_at DESC, id DESC) WHERE is_register = 1 AND nickname IS NOT NULL AND id <> 1000;
