-- Issue 20 item 1: sitemaps give each entity's update time (lastmod). Posts and news have updated_at; members and
-- circles get one, kept by triggers so no write path can forget it (Asia/Shanghai wall time, like every time here).
ALTER TABLE members ADD COLUMN updated_at TEXT;
UPDATE members SET updated_at = created_at;
CREATE TRIGGER members_updated_at_insert AFTER INSERT ON members WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE members SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER members_updated_at AFTER UPDATE OF nickname, avatar, gender, company, company_id, position, location_id, location, bio ON members
BEGIN
  UPDATE members SET updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') WHERE id = NEW.id;
END;

ALTER TABLE circles ADD COLUMN updated_at TEXT;
UPDATE circles SET updated_at = created_at;
CREATE TRIGGER circles_updated_at_insert AFTER INSERT ON circles WHEN NEW.updated_at IS NULL
BEGIN
  UPDATE circles SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER circles_updated_at AFTER UPDATE OF name, description, avatar, cover_img, category, is_public ON circles
BEGIN
  UPDATE circles SET updated_at = strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours') WHERE id = NEW.id;
END;
