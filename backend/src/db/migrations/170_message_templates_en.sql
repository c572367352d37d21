-- J27 V05: chat templates and their categories in English, for the English interface (`?lang=en`); null where a
-- template has none (it is then shown in Chinese).

ALTER TABLE message_template_categories ADD COLUMN name_en TEXT;
ALTER TABLE message_templates ADD COLUMN title_en TEXT;
ALTER TABLE message_templates ADD COLUMN content_en TEXT;
