-- SQLite 176_coupon_limit_request_hash.sql for databases made from an older baseline (schema.sql has the columns
-- already; on a fresh database the UPDATE finds no coupon yet, the seed writes the limit).

ALTER TABLE ec_coupons ADD COLUMN IF NOT EXISTS per_member_limit INTEGER;
UPDATE ec_coupons SET per_member_limit = 1 WHERE code = 'WELCOME50' AND per_member_limit IS NULL;
ALTER TABLE ec_orders ADD COLUMN IF NOT EXISTS request_hash TEXT;
INSERT INTO schema_migrations (version, applied_at) VALUES ('176_coupon_limit_request_hash.sql', 'migration') ON CONFLICT DO NOTHING;
