-- Issue 18 item 4: topic sections carry an English name (the en interface shows it; zh keeps `name`).
ALTER TABLE topic_sections ADD COLUMN en_name TEXT;

-- Databases seeded before this migration get the English names of the seeded sections.
UPDATE topic_sections SET en_name = 'Policy & Standards' WHERE name = '政策与标准' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Materials & Processes' WHERE name = '材料与工艺' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Company Practice' WHERE name = '企业实践' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Ingredient News' WHERE name = '原料动态' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'New Product Watch' WHERE name = '新品观察' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Equipment Advances' WHERE name = '装备进展' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Digital Practice' WHERE name = '数字化实践' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Investment & Expansion' WHERE name = '投资扩产' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Food Ingredients' WHERE name = '食品原料' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Packaging Substrates' WHERE name = '包装基材' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Overseas Markets' WHERE name = '海外市场' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Regulatory Compliance' WHERE name = '法规合规' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Design Cases' WHERE name = '设计案例' AND en_name IS NULL;
UPDATE topic_sections SET en_name = 'Printing Ideas' WHERE name = '印刷创意' AND en_name IS NULL;
