-- Issue 30 item 1: the sandbox cashier URL (the QR code) carries a random token beside the pay number; the payer's
-- one choice spends it (cashier_spent_at). Holding a pay number alone confirms nothing.

ALTER TABLE pay_transactions ADD COLUMN cashier_token TEXT;
ALTER TABLE pay_transactions ADD COLUMN cashier_spent_at TEXT;
