-- Follows, friendships, friend requests, blacklist, favourites, profile visits.

CREATE TABLE follows (
  follower_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  followee_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);
CREATE INDEX idx_follows_followee ON follows (followee_id, created_at);

-- Stored in both directions.
CREATE TABLE friendships (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  friend_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, friend_id)
);

-- status: PENDING | APPROVED | IGNORED | EXPIRED
CREATE TABLE friend_requests (
  id INTEGER PRIMARY KEY,
  request_member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  message TEXT,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'IGNORED', 'EXPIRED')),
  created_at TEXT NOT NULL,
  handled_at TEXT
);
CREATE INDEX idx_friend_requests_to ON friend_requests (member_id, status, created_at);
CREATE INDEX idx_friend_requests_from ON friend_requests (request_member_id, created_at);

CREATE TABLE member_blacklist (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  blocked_member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, blocked_member_id)
);

-- target_type: news | post | activity | company | product | brand | achievement | staff | member
CREATE TABLE member_favorites (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, target_type, target_id)
);
CREATE INDEX idx_member_favorites_target ON member_favorites (target_type, target_id);

CREATE TABLE member_visits (
  id INTEGER PRIMARY KEY,
  visitor_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_member_visits_member ON member_visits (member_id, created_at);

CREATE TABLE access_logs (
  id INTEGER PRIMARY KEY,
  cid TEXT,
  member_id INTEGER,
  url TEXT NOT NULL,
  client TEXT,
  start_time TEXT,
  end_time TEXT,
  created_at TEXT NOT NULL
);
