-- Events with paid registration (issue 14): organisers, per-order caps, order idempotency and expiry,
-- attendees, amount lines, event likes and comments, the sandbox payment provider's payments and notifications.

CREATE TABLE ec_merchants (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  en_name TEXT,
  logo TEXT,
  description TEXT,
  company_id INTEGER REFERENCES companies (id)
);

ALTER TABLE events ADD COLUMN merchant_id INTEGER REFERENCES ec_merchants (id);
ALTER TABLE events ADD COLUMN en_title TEXT;
CREATE INDEX idx_events_merchant ON events (merchant_id, publish_time DESC);

ALTER TABLE ec_skus ADD COLUMN max_per_order INTEGER NOT NULL DEFAULT 10;

ALTER TABLE ec_forms ADD COLUMN en_name TEXT;
ALTER TABLE ec_forms ADD COLUMN description TEXT;

-- Coupons: amount in cents off; optional event restriction and total uses.
ALTER TABLE ec_coupons ADD COLUMN event_id INTEGER REFERENCES events (id);
ALTER TABLE ec_coupons ADD COLUMN min_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ec_coupons ADD COLUMN max_uses INTEGER;
ALTER TABLE ec_coupons ADD COLUMN used INTEGER NOT NULL DEFAULT 0;

-- Orders: one product per order. `sold` of a SKU counts seats of PENDING and PAID orders (and seeded sales);
-- cancel and expiry give them back. request_id makes creation idempotent per buyer.
ALTER TABLE ec_orders ADD COLUMN event_id INTEGER REFERENCES events (id);
ALTER TABLE ec_orders ADD COLUMN product_id INTEGER REFERENCES ec_products (id);
ALTER TABLE ec_orders ADD COLUMN request_id TEXT;
ALTER TABLE ec_orders ADD COLUMN group_type TEXT NOT NULL DEFAULT 'DEFAULT';
ALTER TABLE ec_orders ADD COLUMN mode TEXT NOT NULL DEFAULT 'ONLINE';
ALTER TABLE ec_orders ADD COLUMN promotion_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ec_orders ADD COLUMN change_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ec_orders ADD COLUMN expire_at TEXT;
ALTER TABLE ec_orders ADD COLUMN expired INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ec_orders ADD COLUMN contact_name TEXT;
ALTER TABLE ec_orders ADD COLUMN contact_mobile TEXT;
CREATE UNIQUE INDEX idx_ec_orders_request ON ec_orders (COALESCE(member_id, 0), request_id) WHERE request_id IS NOT NULL;
CREATE INDEX idx_ec_orders_pending ON ec_orders (status, expire_at);

CREATE TABLE ec_order_recipients (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES ec_orders (id) ON DELETE CASCADE,
  sku_id INTEGER REFERENCES ec_skus (id),
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  id_type TEXT,
  id_number TEXT,
  form_data TEXT NOT NULL DEFAULT '{}',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_ec_order_recipients_order ON ec_order_recipients (order_id, sort);

CREATE TABLE event_likes (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (event_id, member_id)
);

CREATE TABLE event_comments (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  parent_id INTEGER,
  reply_member_id INTEGER,
  content TEXT NOT NULL,
  images TEXT,
  like_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_event_comments_event ON event_comments (event_id, parent_id, created_at);

CREATE TABLE event_comment_likes (
  comment_id INTEGER NOT NULL REFERENCES event_comments (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, member_id)
);

-- Sandbox payments: one row per payment attempt of a trade (status PENDING | SUCCESS | FAIL).
ALTER TABLE pay_transactions ADD COLUMN pay_no TEXT;
ALTER TABLE pay_transactions ADD COLUMN return_url TEXT;
ALTER TABLE pay_transactions ADD COLUMN notified_at TEXT;
CREATE UNIQUE INDEX idx_pay_transactions_pay_no ON pay_transactions (pay_no);
CREATE INDEX idx_pay_transactions_trade ON pay_transactions (trade_no);

-- Notifications received on the callback (replays recognised by nonce).
CREATE TABLE pay_notifications (
  nonce TEXT PRIMARY KEY,
  pay_no TEXT NOT NULL,
  result TEXT NOT NULL,
  received_at TEXT NOT NULL
);
