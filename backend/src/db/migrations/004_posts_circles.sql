-- Circles with members, join requests, notices and pins; posts with images and interactions.

CREATE TABLE circles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  avatar TEXT,
  cover_img TEXT,
  category TEXT,
  circle_type INTEGER NOT NULL DEFAULT 0,
  is_public INTEGER NOT NULL DEFAULT 1,
  owner_member_id INTEGER NOT NULL REFERENCES members (id),
  member_count INTEGER NOT NULL DEFAULT 0,
  post_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- member_type: OWNER | ADMIN | JOINED | PENDING
CREATE TABLE circle_members (
  circle_id INTEGER NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_type TEXT NOT NULL CHECK (member_type IN ('OWNER', 'ADMIN', 'JOINED', 'PENDING')),
  joined_at TEXT NOT NULL,
  PRIMARY KEY (circle_id, member_id)
);
CREATE INDEX idx_circle_members_member ON circle_members (member_id);

-- operation_result: 0 pending, 1 accepted, 2 rejected
CREATE TABLE circle_requests (
  id INTEGER PRIMARY KEY,
  circle_id INTEGER NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  request_type INTEGER NOT NULL DEFAULT 1,
  message TEXT,
  operation_result INTEGER NOT NULL DEFAULT 0,
  handled_by INTEGER,
  handled_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_circle_requests_circle ON circle_requests (circle_id, operation_result);

CREATE TABLE circle_notices (
  id INTEGER PRIMARY KEY,
  circle_id INTEGER NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_circle_notices_circle ON circle_notices (circle_id, created_at);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  circle_id INTEGER REFERENCES circles (id),
  tag_id INTEGER,
  theme_tag_id INTEGER,
  title TEXT,
  content TEXT NOT NULL,
  is_anonymous INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('DRAFT', 'PUBLISHED', 'REMOVED', 'EXPIRED')),
  grey_words TEXT NOT NULL DEFAULT '[]',
  publish_time TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  view_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0,
  favorite_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_posts_list ON posts (status, publish_time DESC, id DESC);
CREATE INDEX idx_posts_tag ON posts (tag_id, status, publish_time DESC);
CREATE INDEX idx_posts_theme ON posts (theme_tag_id, status, publish_time DESC);
CREATE INDEX idx_posts_circle ON posts (circle_id, status, publish_time DESC);
CREATE INDEX idx_posts_member ON posts (member_id, publish_time DESC);

CREATE TABLE circle_pins (
  circle_id INTEGER NOT NULL REFERENCES circles (id) ON DELETE CASCADE,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  pinned_at TEXT NOT NULL,
  PRIMARY KEY (circle_id, post_id)
);

CREATE TABLE post_images (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (post_id, sort)
);

CREATE TABLE post_likes (
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, member_id)
);

CREATE TABLE post_views (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  member_id INTEGER,
  cid TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_post_views_post ON post_views (post_id);

CREATE TABLE post_comments (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
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
CREATE INDEX idx_post_comments_post ON post_comments (post_id, parent_id, created_at);

CREATE TABLE post_comment_likes (
  comment_id INTEGER NOT NULL REFERENCES post_comments (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (comment_id, member_id)
);
