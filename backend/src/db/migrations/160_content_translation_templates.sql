-- V14: the translate option of the product and section editors, stored as the news save stores it (021).
ALTER TABLE company_products ADD COLUMN translation_direction TEXT CHECK (translation_direction IN ('ZH_TO_EN', 'EN_TO_ZH'));
ALTER TABLE company_sections ADD COLUMN translation_direction TEXT CHECK (translation_direction IN ('ZH_TO_EN', 'EN_TO_ZH'));

-- V09/L12: content templates of company sections per language (`{id}/template/list?language=`). A template with a
-- section_key is written for that kind of section; one without fits any section.
CREATE TABLE section_templates (
  id INTEGER PRIMARY KEY,
  section_key TEXT,
  language TEXT NOT NULL CHECK (language IN ('zh', 'en')),
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX idx_section_templates_key ON section_templates (language, section_key);

INSERT INTO section_templates (section_key, language, name, content, sort) VALUES
  ('intro', 'zh', '企业简介（标准版）', '<p>【公司全称】成立于【年份】年，总部位于【城市】，专注于【主营领域】的研发、生产与销售。</p><p>公司拥有【面积】平方米的现代化厂房和【数量】条生产线，通过【认证名称】等体系认证，产品销往【地区】。</p>', 0),
  ('intro', 'zh', '企业简介（简短版）', '<p>【公司简称】——【一句话定位】。我们为【客户类型】提供【产品或服务】。</p>', 1),
  ('intro', 'en', 'Company profile (standard)', '<p>[Company name] was founded in [year] and is headquartered in [city]. It develops, makes and sells [main business].</p><p>The company runs [area] square metres of modern plant with [number] production lines, is certified to [certifications] and sells to [regions].</p>', 0),
  ('intro', 'en', 'Company profile (short)', '<p>[Short name]: [one-line positioning]. We provide [products or services] to [customer types].</p>', 1),
  ('history', 'zh', '发展历程（时间轴）', '<ul><li>【年份】公司成立</li><li>【年份】首条生产线投产</li><li>【年份】通过【认证名称】认证</li><li>【年份】【重要里程碑】</li></ul>', 0),
  ('history', 'en', 'History (timeline)', '<ul><li>[Year] Company founded</li><li>[Year] First production line in operation</li><li>[Year] Certified to [certification]</li><li>[Year] [Milestone]</li></ul>', 0),
  ('products', 'zh', '产品与服务', '<p>主要产品：</p><ul><li>【产品一】：【规格与用途】</li><li>【产品二】：【规格与用途】</li></ul><p>定制服务：【可定制内容】，最小起订量【数量】。</p>', 0),
  ('products', 'en', 'Products and services', '<p>Main products:</p><ul><li>[Product one]: [specification and use]</li><li>[Product two]: [specification and use]</li></ul><p>Custom work: [what can be customised], minimum order [quantity].</p>', 0),
  ('honors', 'zh', '资质荣誉', '<ul><li>【认证名称】（【发证机构】，【年份】）</li><li>【荣誉名称】（【颁发单位】，【年份】）</li></ul>', 0),
  ('honors', 'en', 'Certificates and awards', '<ul><li>[Certificate] ([issuer], [year])</li><li>[Award] ([awarded by], [year])</li></ul>', 0),
  (NULL, 'zh', '图文段落', '<h3>【小标题】</h3><p>【正文段落】</p>', 10),
  (NULL, 'en', 'Heading and paragraph', '<h3>[Heading]</h3><p>[Paragraph]</p>', 10);
