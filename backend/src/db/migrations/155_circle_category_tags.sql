-- Issue 18 item 4: circle categories are tags of type 10 (TAG_TYPE.circleCategory) with an English name, so the
-- circle index's category chips speak English in the en interface. A fresh database gets them from the seed
-- (seedCircleCategories); a database seeded before this migration gets them here.
INSERT INTO tags (name, en_name, code, type, parent_id, status, sort, hot, created_at)
SELECT c.name, c.en_name, c.code, 10, NULL, 1, c.sort, 0, datetime('now', '+8 hours')
  FROM (SELECT '食品' AS name, 'Food' AS en_name, 'food' AS code, 0 AS sort
        UNION ALL SELECT '包装', 'Packaging', 'packaging', 1
        UNION ALL SELECT '印刷', 'Printing', 'printing', 2
        UNION ALL SELECT '设备', 'Equipment', 'equipment', 3
        UNION ALL SELECT '采购', 'Procurement', 'procurement', 4
        UNION ALL SELECT '设计', 'Design', 'design', 5
        UNION ALL SELECT '物流', 'Logistics', 'logistics', 6
        UNION ALL SELECT '渠道', 'Sales Channels', 'channels', 7
        UNION ALL SELECT '营销', 'Marketing', 'marketing', 8
        UNION ALL SELECT '综合', 'General', 'general', 9) AS c
 WHERE EXISTS (SELECT 1 FROM members)
   AND NOT EXISTS (SELECT 1 FROM tags t WHERE t.type = 10 AND t.name = c.name);
