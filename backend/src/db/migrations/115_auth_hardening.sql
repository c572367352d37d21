-- Login throttling per (account, IP) and per IP, password and sms logins counted apart (auth/rate-limit.ts).
ALTER TABLE login_failures ADD COLUMN kind TEXT NOT NULL DEFAULT 'password';
CREATE INDEX idx_login_failures_kind_account_ip ON login_failures (kind, mobile, ip, created_at);
CREATE INDEX idx_login_failures_kind_ip ON login_failures (kind, ip, created_at);

-- Chat-app sandbox codes are bound to the app id they were issued for (and keep the state they carried,
-- migration 060): redeeming needs the same app id and the same state.
ALTER TABLE oauth_codes ADD COLUMN client_id TEXT;
