-- Achievements: publish status (DRAFT never public, M23), uploaded materials (JSON list of
-- {name, url} under file/achievement/material/), the review's remark and time.
ALTER TABLE achievements ADD COLUMN publish_status TEXT NOT NULL DEFAULT 'PUBLISHED';
ALTER TABLE achievements ADD COLUMN materials TEXT NOT NULL DEFAULT '[]';
ALTER TABLE achievements ADD COLUMN audit_remark TEXT;
ALTER TABLE achievements ADD COLUMN audited_at TEXT;
CREATE INDEX idx_achievements_public ON achievements (audit_status, publish_status, created_at);
CREATE INDEX idx_achievements_member ON achievements (member_id, updated_at);
