-- G16 V05: post templates in English, for the English interface (`?lang=en`); null where a template has none.

ALTER TABLE post_templates ADD COLUMN title_en TEXT;
ALTER TABLE post_templates ADD COLUMN content_en TEXT;

UPDATE post_templates SET title_en = '[Wanted]', content_en = 'Product needed:
Specification:
Quantity:
Required delivery date:
Delivery place:
Supplier requirements (qualifications, certification, capacity):
Contact: private message' WHERE tag_id = 8 AND theme_tag_id = 0;
UPDATE post_templates SET title_en = '[Ingredients wanted]', content_en = 'Ingredient:
Specification / grade:
Annual or single-order quantity:
Packaging:
Documents required (test reports, production licence, organic / halal certification…):
Delivery date and place:
Other notes:' WHERE tag_id = 8 AND theme_tag_id = 39;
UPDATE post_templates SET title_en = '[Contract manufacturer wanted]', content_en = 'Product category:
Recipe (own recipe / to be developed by the manufacturer):
First order and yearly volume:
Process and packaging requirements:
Factory certification required (SC, BRC, HACCP…):
Preferred region:
Other notes:' WHERE tag_id = 8 AND theme_tag_id = 40;
UPDATE post_templates SET title_en = '[Packaging wanted]', content_en = 'Packaging type (flexible / carton / bottle or jar / label…):
Material structure and size:
Printing (colours, finishes):
Quantity and sampling:
Required delivery date:
Delivery place:
Other notes:' WHERE tag_id = 8 AND theme_tag_id = 41;
UPDATE post_templates SET title_en = '[Equipment wanted]', content_en = 'Machine:
Capacity required:
Materials and pack formats:
New or used:
Budget:
Installation, commissioning and after-sales:
Other notes:' WHERE tag_id = 8 AND theme_tag_id = 46;
UPDATE post_templates SET title_en = '[Bulk purchase]', content_en = 'Category:
Specification and quality standard:
Total quantity:
Quotation deadline:
Payment terms:
Supplier qualifications:
Other notes:' WHERE tag_id = 8 AND theme_tag_id = 50170;
UPDATE post_templates SET title_en = '[Supply]', content_en = 'Product:
Specification:
Minimum order:
Supply capacity:
Price range (negotiable):
Shipping from and logistics:
Qualifications and certification:
Contact: private message' WHERE tag_id = 9 AND theme_tag_id = 0;
UPDATE post_templates SET title_en = '[Ingredients supply]', content_en = 'Ingredient and origin:
Specification / grade:
Monthly supply capacity:
Pack size:
Documents and test reports available:
Sample policy:
Other notes:' WHERE tag_id = 9 AND theme_tag_id = 39;
UPDATE post_templates SET title_en = '[Contract manufacturing]', content_en = 'Factory location:
Categories produced:
Lines and capacity:
Certification (SC, ISO 22000, BRC…):
Minimum order:
R&D and sampling:
Other notes:' WHERE tag_id = 9 AND theme_tag_id = 40;
UPDATE post_templates SET title_en = '[Packaging supply]', content_en = 'Packaging type:
Materials and structures:
Printing and converting:
Minimum order:
Sampling and production lead times:
Customers served:
Other notes:' WHERE tag_id = 9 AND theme_tag_id = 41;
UPDATE post_templates SET title_en = '[Equipment supply]', content_en = 'Machine and model:
Main data (capacity, power, size):
Materials handled:
Price range:
Lead time:
After-sales service and warranty:
Other notes:' WHERE tag_id = 9 AND theme_tag_id = 46;
UPDATE post_templates SET title_en = '[Hiring]', content_en = 'Position:
Location:
Responsibilities:
Requirements:
Salary range:
About the company:
How to apply: private message' WHERE tag_id = 10 AND theme_tag_id = 0;
UPDATE post_templates SET title_en = '', content_en = 'Background:

My view:

What I would like to discuss:' WHERE tag_id = 11 AND theme_tag_id = 0;
UPDATE post_templates SET title_en = '', content_en = 'Brand / product:
Marketing (channels, content, media):
Results:
Lessons learned:
Questions for everyone:' WHERE tag_id = 11 AND theme_tag_id = 43;
UPDATE post_templates SET title_en = '', content_en = 'Exhibition:
Dates and venue:
New products / technologies seen:
Memorable stands:
Tips for exhibitors or visitors:' WHERE tag_id = 11 AND theme_tag_id = 5931;
