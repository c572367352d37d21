-- D27 (DEFAULT): the interest tags a member stored with POST /admin/member/interest-info (not asked by the wizard).
CREATE TABLE member_interest_tags (
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, tag_id)
);
