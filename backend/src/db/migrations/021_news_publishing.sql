-- News written by column owners (F14, F15): the translation direction chosen in the editor.
ALTER TABLE news ADD COLUMN translation_direction TEXT CHECK (translation_direction IN ('ZH_TO_EN', 'EN_TO_ZH'));
