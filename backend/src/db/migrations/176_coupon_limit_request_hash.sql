-- Issue 30 item 9: a coupon's uses per member (null = no per-member limit; `max_uses` stays the total). WELCOME50
-- is a welcome: once per member. An order keeps the fingerprint of the request that created it (`request_hash`),
-- so a repeated request id with a different body is told apart from a retry (null on older orders: any body).

ALTER TABLE ec_coupons ADD COLUMN per_member_limit INTEGER;
UPDATE ec_coupons SET per_member_limit = 1 WHERE code = 'WELCOME50';
ALTER TABLE ec_orders ADD COLUMN request_hash TEXT;
