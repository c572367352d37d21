-- Change of the login account (B47): step 2 (the current account's code checked) issues a ticket bound to the
-- new account; step 3 spends it together with the new account's code.
CREATE TABLE account_change_tickets (
  id INTEGER PRIMARY KEY,
  ticket_hash TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  target TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('MOBILE', 'EMAIL')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX idx_account_change_tickets_member ON account_change_tickets (member_id);
