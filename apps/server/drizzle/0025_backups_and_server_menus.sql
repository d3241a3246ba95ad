-- The backups and server monitor pages (seed: lib/permissions.ts) for databases seeded before them, last of
-- the Monitor menus. Both are the platform operators' alone (never granted to a factory's roles).
INSERT INTO "menus" ("pid", "type", "title", "title_zh", "component_name", "component", "path", "icon", "permission", "menu_sort", "cache")
SELECT d."id", 1, p.title, p.title_zh, p.component_name, p.component, p.path, p.icon, p.permission, p.sort, true
FROM "menus" d
CROSS JOIN (VALUES
  ('Backups', '备份与恢复', 'Backup', 'monitor/backup', 'backup', 'backup', 'backup:list', 3),
  ('Server', '服务监控', 'ServerMonitor', 'monitor/server', 'server', 'server', 'server:list', 4)
) AS p(title, title_zh, component_name, component, path, icon, permission, sort)
WHERE d."pid" IS NULL AND d."type" = 0 AND d."path" = 'monitor'
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."permission" = p.permission);--> statement-breakpoint
INSERT INTO "menus" ("pid", "type", "title", "title_zh", "permission", "menu_sort")
SELECT p."id", 2, b.title, b.title_zh, b.permission, b.sort
FROM "menus" p
CROSS JOIN (VALUES
  ('Back up now', '立即备份', 'backup:add', 1),
  ('Restore', '恢复', 'backup:restore', 2),
  ('Delete backup', '删除备份', 'backup:del', 3)
) AS b(title, title_zh, permission, sort)
WHERE p."permission" = 'backup:list' AND p."type" = 1
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."pid" = p."id" AND m."permission" = b.permission);
