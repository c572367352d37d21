-- Products and brands of the catalogue and the industry chain (issue 16): review of brands, product video,
-- brand story and categories, who submitted an item; the chain's category trees are tags of types 30–32
-- (lib/constants CHAIN_TAG_TYPE) with parent_id forming three levels.

ALTER TABLE company_products ADD COLUMN video TEXT;
ALTER TABLE company_products ADD COLUMN created_by INTEGER REFERENCES members (id);
ALTER TABLE company_products ADD COLUMN updated_at TEXT;
ALTER TABLE company_products ADD COLUMN brand_id INTEGER REFERENCES company_brands (id) ON DELETE SET NULL;

ALTER TABLE company_brands ADD COLUMN en_name TEXT;
ALTER TABLE company_brands ADD COLUMN story TEXT;
ALTER TABLE company_brands ADD COLUMN review_status TEXT NOT NULL DEFAULT 'APPROVED' CHECK (review_status IN ('PENDING', 'APPROVED', 'REJECTED'));
ALTER TABLE company_brands ADD COLUMN created_by INTEGER REFERENCES members (id);
ALTER TABLE company_brands ADD COLUMN updated_at TEXT;

CREATE TABLE company_brand_categories (
  brand_id INTEGER NOT NULL REFERENCES company_brands (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL,
  PRIMARY KEY (brand_id, tag_id)
);
CREATE INDEX idx_company_brand_categories_tag ON company_brand_categories (tag_id);
CREATE INDEX idx_company_product_categories_tag ON company_product_categories (tag_id);
CREATE INDEX idx_company_products_brand ON company_products (brand_id);
CREATE INDEX idx_company_products_review ON company_products (review_status, view_count);
CREATE INDEX idx_company_brands_review ON company_brands (review_status, view_count);
