-- Companies (ordinary and college) with sections, products, brands, staff, files, achievements, customers.

CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  en_name TEXT,
  logo TEXT,
  cover_img TEXT,
  intro TEXT,
  member_kind TEXT NOT NULL DEFAULT 'ORDINARY' CHECK (member_kind IN ('ORDINARY', 'COLLEGE')),
  list_status TEXT NOT NULL DEFAULT 'UNLISTED' CHECK (list_status IN ('LISTED', 'UNLISTED')),
  stock_code TEXT,
  location_id INTEGER,
  location TEXT,
  founded_year INTEGER,
  website TEXT,
  show_file_name INTEGER NOT NULL DEFAULT 1,
  view_count INTEGER NOT NULL DEFAULT 0,
  follower_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE company_categories (
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (company_id, tag_id)
);
CREATE INDEX idx_company_categories_tag ON company_categories (tag_id);

CREATE TABLE company_sections (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  section_key TEXT NOT NULL,
  name TEXT NOT NULL,
  content TEXT,
  language TEXT NOT NULL DEFAULT 'zh',
  sort INTEGER NOT NULL DEFAULT 0,
  UNIQUE (company_id, section_key, language)
);

CREATE TABLE company_products (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT,
  cover_img TEXT,
  price_type TEXT NOT NULL DEFAULT 'NEGOTIABLE' CHECK (price_type IN ('SPECIFIC', 'LEAST', 'RANGE', 'NEGOTIABLE')),
  price REAL,
  max_price REAL,
  unit TEXT,
  review_status TEXT NOT NULL DEFAULT 'APPROVED' CHECK (review_status IN ('PENDING', 'APPROVED', 'REJECTED')),
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_company_products_company ON company_products (company_id);

CREATE TABLE company_product_images (
  product_id INTEGER NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, sort)
);

CREATE TABLE company_product_categories (
  product_id INTEGER NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (product_id, tag_id)
);

-- Attribute groups BASIC | PRODUCTION | SPECIFICATION.
CREATE TABLE company_product_attributes (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  attr_group TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT
);

CREATE TABLE company_brands (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  logo TEXT,
  description TEXT,
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX idx_company_brands_company ON company_brands (company_id);

-- relation_type: PRODUCT | MANAGEMENT | CUSTOMER | SUPPLIER | BRAND (industry chain).
CREATE TABLE company_relations (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  related_company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  relation_type TEXT NOT NULL
);

CREATE TABLE company_followers (
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (company_id, member_id)
);

-- Members working at a company (employee relation); role ADMIN can manage the company.
CREATE TABLE company_employees (
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'EMPLOYEE' CHECK (role IN ('ADMIN', 'EMPLOYEE')),
  status TEXT NOT NULL DEFAULT 'APPROVED',
  created_at TEXT NOT NULL,
  PRIMARY KEY (company_id, member_id)
);
CREATE INDEX idx_company_employees_member ON company_employees (member_id);

-- Managers shown on a company page (staff), addressable by code.
CREATE TABLE company_staff (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  member_id INTEGER REFERENCES members (id),
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position TEXT,
  avatar TEXT,
  description TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE company_file_groups (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- kind: 1 album, 2 honors, 3 attachment, 4 pdf
CREATE TABLE company_files (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  group_id INTEGER REFERENCES company_file_groups (id) ON DELETE SET NULL,
  kind INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE company_customers (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  customer_company_id INTEGER REFERENCES companies (id),
  name TEXT NOT NULL,
  category TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE company_customer_requests (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  name TEXT NOT NULL,
  category TEXT,
  attachment TEXT,
  review_status TEXT NOT NULL DEFAULT 'PENDING',
  created_at TEXT NOT NULL
);

-- maturity: SMALL | MEDIUM | LARGE | INDUSTRY; audit_status: PENDING | PASS | CANCEL | BLOCK
CREATE TABLE achievements (
  id INTEGER PRIMARY KEY,
  company_id INTEGER REFERENCES companies (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  title TEXT NOT NULL,
  summary TEXT,
  content TEXT,
  cover_img TEXT,
  maturity TEXT NOT NULL DEFAULT 'SMALL',
  transferred INTEGER NOT NULL DEFAULT 0,
  audit_status TEXT NOT NULL DEFAULT 'PENDING',
  view_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE company_recommend_news (
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  news_id INTEGER NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, news_id)
);

CREATE TABLE company_recommend_products (
  company_id INTEGER NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, product_id)
);
