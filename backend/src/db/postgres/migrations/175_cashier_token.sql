-- SQLite 175_cashier_token.sql for databases made from an older baseline (schema.sql has the columns already, so
-- on a fresh database this changes nothing).

ALTER TABLE pay_transactions ADD COLUMN IF NOT EXISTS cashier_token TEXT;
ALTER TABLE pay_transactions ADD COLUMN IF NOT EXISTS cashier_spent_at TEXT;
INSERT INTO schema_migrations (version, applied_at) VALUES ('175_cashier_token.sql', 'migration') ON CONFLICT DO NOTHING;
