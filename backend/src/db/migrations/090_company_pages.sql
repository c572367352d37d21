-- Company pages and management (issue 15): contact fields, head count, staff favourites, indexes of the
-- per-company reads (files, staff, customers, requests) and of the college home.

ALTER TABLE companies ADD COLUMN contact_person TEXT;
ALTER TABLE companies ADD COLUMN contact_phone TEXT;
ALTER TABLE companies ADD COLUMN contact_email TEXT;
ALTER TABLE companies ADD COLUMN address TEXT;
ALTER TABLE companies ADD COLUMN employee_count INTEGER;

CREATE TABLE company_staff_favorites (
  staff_id INTEGER NOT NULL REFERENCES company_staff (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (staff_id, member_id)
);

CREATE INDEX idx_companies_kind ON companies (member_kind, view_count);
CREATE INDEX idx_company_files_company ON company_files (company_id, sort);
CREATE INDEX idx_company_file_groups_company ON company_file_groups (company_id, sort);
CREATE INDEX idx_company_staff_company ON company_staff (company_id, sort);
CREATE INDEX idx_company_customers_company ON company_customers (company_id, category);
CREATE INDEX idx_company_customer_requests_company ON company_customer_requests (company_id, created_at);
CREATE INDEX idx_company_followers_member ON company_followers (member_id, created_at);
CREATE INDEX idx_achievements_company ON achievements (company_id);
