-- Events (activities) sold through products with SKUs; orders, tickets, forms, coupons, stores.

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  type_tag_id INTEGER,
  cover_img TEXT,
  summary TEXT,
  content TEXT,
  source_name TEXT,
  company_id INTEGER REFERENCES companies (id),
  location_id INTEGER,
  city TEXT,
  venue TEXT,
  start_time TEXT,
  end_time TEXT,
  publish_time TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PUBLISHED',
  view_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_events_time ON events (status, publish_time DESC);
CREATE INDEX idx_events_type ON events (type_tag_id, publish_time DESC);

CREATE TABLE ec_products (
  id INTEGER PRIMARY KEY,
  event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  form_id INTEGER,
  protocol_code TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_ec_products_event ON ec_products (event_id);

-- Prices in cents. group_type DEFAULT | GROUP.
CREATE TABLE ec_skus (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES ec_products (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  original_price INTEGER,
  stock INTEGER NOT NULL DEFAULT 0,
  sold INTEGER NOT NULL DEFAULT 0,
  group_type TEXT NOT NULL DEFAULT 'DEFAULT',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_ec_skus_product ON ec_skus (product_id, sort);

CREATE TABLE ec_forms (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  fields TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

CREATE TABLE ec_coupons (
  code TEXT PRIMARY KEY,
  amount INTEGER NOT NULL,
  valid_until TEXT
);

-- status: PENDING | PAID | CANCELED | PROCESSING | REFUNDING | REFUNDED | PART_REFUNDED | PART_REFUNDING
CREATE TABLE ec_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  trade_no TEXT,
  member_id INTEGER REFERENCES members (id),
  anonymous_token TEXT,
  status TEXT NOT NULL DEFAULT 'PENDING',
  payment_type TEXT NOT NULL DEFAULT 'ONLINE',
  payment_method TEXT,
  total_amount INTEGER NOT NULL,
  coupon_amount INTEGER NOT NULL DEFAULT 0,
  pay_amount INTEGER NOT NULL,
  coupon_code TEXT,
  sales_code TEXT,
  pay_minutes INTEGER NOT NULL DEFAULT 30,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  canceled_at TEXT,
  cancel_reason TEXT
);
CREATE INDEX idx_ec_orders_member ON ec_orders (member_id, created_at);
CREATE INDEX idx_ec_orders_trade ON ec_orders (trade_no);

CREATE TABLE ec_order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES ec_orders (id) ON DELETE CASCADE,
  sku_id INTEGER NOT NULL REFERENCES ec_skus (id),
  quantity INTEGER NOT NULL,
  price INTEGER NOT NULL
);

CREATE TABLE ec_tickets (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES ec_orders (id) ON DELETE CASCADE,
  member_id INTEGER REFERENCES members (id),
  event_id INTEGER REFERENCES events (id),
  sku_id INTEGER REFERENCES ec_skus (id),
  attendee_name TEXT,
  attendee_mobile TEXT,
  id_type TEXT,
  id_number TEXT,
  form_data TEXT,
  status TEXT NOT NULL DEFAULT 'VALID',
  created_at TEXT NOT NULL
);
CREATE INDEX idx_ec_tickets_member ON ec_tickets (member_id);

CREATE TABLE ec_banned_buyers (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, member_id)
);

CREATE TABLE ec_stores (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT,
  description TEXT,
  tag_id INTEGER,
  like_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  is_hot INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE ec_store_likes (
  store_id INTEGER NOT NULL REFERENCES ec_stores (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (store_id, member_id)
);

-- Comments on events and stores (comment_type activity_comment | store_comment).
CREATE TABLE ec_comments (
  id INTEGER PRIMARY KEY,
  target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members (id),
  parent_id INTEGER,
  reply_member_id INTEGER,
  content TEXT NOT NULL,
  images TEXT,
  like_count INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_ec_comments_target ON ec_comments (target_type, target_id, created_at);

CREATE TABLE ec_comment_likes (
  comment_id INTEGER NOT NULL REFERENCES ec_comments (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, member_id)
);

-- Sandbox payment provider.
CREATE TABLE pay_transactions (
  id INTEGER PRIMARY KEY,
  trade_no TEXT NOT NULL,
  method TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING',
  created_at TEXT NOT NULL,
  paid_at TEXT
);
