CREATE TABLE "attendance" (
	"factory_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"clock_in" time(0),
	"clock_out" time(0),
	"minutes" integer,
	"updated_by" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_factory_id_worker_id_work_date_pk" PRIMARY KEY("factory_id","worker_id","work_date"),
	CONSTRAINT "attendance_out_ck" CHECK ("attendance"."clock_out" is null or ("attendance"."clock_in" is not null and "attendance"."clock_out" > "attendance"."clock_in")),
	CONSTRAINT "attendance_minutes_ck" CHECK ("attendance"."minutes" is null or "attendance"."minutes" between 0 and 1440),
	CONSTRAINT "attendance_something_ck" CHECK ("attendance"."clock_in" is not null or "attendance"."minutes" is not null)
);
--> statement-breakpoint
ALTER TABLE "cut_order_processes" ADD COLUMN "sam" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "depts" ADD COLUMN "shift_start" time(0);--> statement-breakpoint
ALTER TABLE "depts" ADD COLUMN "shift_end" time(0);--> statement-breakpoint
ALTER TABLE "depts" ADD COLUMN "breaks" jsonb;--> statement-breakpoint
ALTER TABLE "depts" ADD COLUMN "target_efficiency" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "scan_day_totals" ADD COLUMN "valid_earned" numeric(18, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_day_totals" ADD COLUMN "valid_sam_qty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "sam" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "style_processes" ADD COLUMN "sam" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_factory_id_worker_id_members_factory_id_id_fk" FOREIGN KEY ("factory_id","worker_id") REFERENCES "public"."members"("factory_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_factory_id_updated_by_members_factory_id_id_fk" FOREIGN KEY ("factory_id","updated_by") REFERENCES "public"."members"("factory_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_date_idx" ON "attendance" USING btree ("factory_id","work_date");--> statement-breakpoint
ALTER TABLE "cut_order_processes" ADD CONSTRAINT "cut_order_processes_sam_ck" CHECK ("cut_order_processes"."sam" is null or "cut_order_processes"."sam" > 0);--> statement-breakpoint
ALTER TABLE "depts" ADD CONSTRAINT "depts_shift_ck" CHECK (("depts"."shift_start" is null) = ("depts"."shift_end" is null) and ("depts"."shift_start" is null) = ("depts"."breaks" is null)
        and ("depts"."shift_start" is null or "depts"."shift_start" < "depts"."shift_end"));--> statement-breakpoint
ALTER TABLE "depts" ADD CONSTRAINT "depts_target_efficiency_ck" CHECK ("depts"."target_efficiency" is null or "depts"."target_efficiency" between 0.01 and 2);--> statement-breakpoint
ALTER TABLE "style_processes" ADD CONSTRAINT "style_processes_sam_ck" CHECK ("style_processes"."sam" is null or "style_processes"."sam" > 0);--> statement-breakpoint
-- ─── Earned minutes in the day totals (docs/design.md §11) ───────────────────────────────────────
-- A scan freezes its process's standard minutes as it freezes the rate; scan_day_totals keeps, beside the
-- pieces and amounts, the minutes its valid scans earned (Σ qty × sam) and the pieces that had standard
-- minutes, in the statement that changes the scans, as migration 0009 keeps the rest.
DROP TRIGGER "scan_day_totals_insert" ON "scans";--> statement-breakpoint
DROP TRIGGER "scan_day_totals_update" ON "scans";--> statement-breakpoint
DROP FUNCTION "scan_day_totals_insert"();--> statement-breakpoint
DROP FUNCTION "scan_day_totals_update"();--> statement-breakpoint
DROP FUNCTION "scan_day_totals_add"(bigint, date, bigint, integer, integer, bigint, numeric, integer, bigint, numeric);--> statement-breakpoint
CREATE FUNCTION "scan_day_totals_add"(p_factory_id bigint, p_work_date date, p_worker_id bigint,
  p_scans integer, p_valid_scans integer, p_valid_qty bigint, p_valid_amount numeric,
  p_settled_scans integer, p_settled_qty bigint, p_settled_amount numeric,
  p_valid_earned numeric, p_valid_sam_qty bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO scan_day_totals AS t (factory_id, work_date, worker_id, scans, valid_scans, valid_qty,
    valid_amount, settled_scans, settled_qty, settled_amount, valid_earned, valid_sam_qty)
  VALUES (p_factory_id, p_work_date, p_worker_id, p_scans, p_valid_scans, p_valid_qty, p_valid_amount,
    p_settled_scans, p_settled_qty, p_settled_amount, p_valid_earned, p_valid_sam_qty)
  ON CONFLICT (factory_id, work_date, worker_id) DO UPDATE SET
    scans = t.scans + excluded.scans, valid_scans = t.valid_scans + excluded.valid_scans,
    valid_qty = t.valid_qty + excluded.valid_qty, valid_amount = t.valid_amount + excluded.valid_amount,
    settled_scans = t.settled_scans + excluded.settled_scans, settled_qty = t.settled_qty + excluded.settled_qty,
    settled_amount = t.settled_amount + excluded.settled_amount,
    valid_earned = t.valid_earned + excluded.valid_earned, valid_sam_qty = t.valid_sam_qty + excluded.valid_sam_qty;
$$;
--> statement-breakpoint
CREATE FUNCTION "scan_day_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  valid integer := (NEW.status = 'valid')::integer;
  settled integer := (NEW.settlement_id IS NOT NULL)::integer;
  timed integer := (NEW.sam IS NOT NULL)::integer;
BEGIN
  PERFORM scan_day_totals_add(NEW.factory_id, NEW.work_date, NEW.worker_id, 1, valid, valid * NEW.qty,
    valid * NEW.amount, settled, settled * NEW.qty, settled * NEW.amount,
    valid * NEW.qty * coalesce(NEW.sam, 0), valid * timed * NEW.qty);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_day_totals_insert" AFTER INSERT ON "scans"
  FOR EACH ROW EXECUTE FUNCTION "scan_day_totals_insert"();
--> statement-breakpoint
CREATE FUNCTION "scan_day_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scan_day_totals_add(factory_id, work_date, worker_id, n, valid_n, valid_qty, valid_amount,
    settled_n, settled_qty, settled_amount, valid_earned, valid_sam_qty)
  FROM (
    SELECT factory_id, work_date, worker_id, sum(sign)::integer AS n,
      coalesce(sum(sign) FILTER (WHERE status = 'valid'), 0)::integer AS valid_n,
      coalesce(sum(sign * qty) FILTER (WHERE status = 'valid'), 0)::bigint AS valid_qty,
      coalesce(sum(sign * amount) FILTER (WHERE status = 'valid'), 0) AS valid_amount,
      coalesce(sum(sign) FILTER (WHERE settlement_id IS NOT NULL), 0)::integer AS settled_n,
      coalesce(sum(sign * qty) FILTER (WHERE settlement_id IS NOT NULL), 0)::bigint AS settled_qty,
      coalesce(sum(sign * amount) FILTER (WHERE settlement_id IS NOT NULL), 0) AS settled_amount,
      coalesce(sum(sign * qty * sam) FILTER (WHERE status = 'valid'), 0) AS valid_earned,
      coalesce(sum(sign * qty) FILTER (WHERE status = 'valid' AND sam IS NOT NULL), 0)::bigint AS valid_sam_qty
    FROM (SELECT 1 AS sign, * FROM new_scans UNION ALL SELECT -1 AS sign, * FROM old_scans) change
    GROUP BY factory_id, work_date, worker_id
    ORDER BY factory_id, work_date, worker_id
  ) delta;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_day_totals_update" AFTER UPDATE ON "scans"
  REFERENCING OLD TABLE AS old_scans NEW TABLE AS new_scans
  FOR EACH STATEMENT EXECUTE FUNCTION "scan_day_totals_update"();
--> statement-breakpoint
-- A scan's standard minutes are its bed's process's, as its rate is (the scan statement copies both).
ALTER TABLE "scans" ADD CONSTRAINT "scans_sam_ck" CHECK ("sam" IS NULL OR "sam" > 0);--> statement-breakpoint
-- ─── Menus ─────────────────────────────────────────────────────────────────────────────────────
-- The attendance and efficiency pages (seed: lib/permissions.ts) for databases seeded before them, after
-- the quality page of the Production menus.
INSERT INTO "menus" ("pid", "type", "title", "title_zh", "component_name", "component", "path", "icon", "permission", "menu_sort", "cache")
SELECT d."id", 1, p.title, p.title_zh, p.component_name, p.component, p.path, p.icon, p.permission, p.sort, true
FROM "menus" d
CROSS JOIN (VALUES
  ('Attendance', '考勤', 'WorkAttendance', 'work/attendance', 'attendance', 'date', 'attendance:list', 5),
  ('Efficiency', '效率', 'WorkEfficiency', 'work/efficiency', 'efficiency', 'chart', 'efficiency:list', 6),
  ('Line boards', '产线看板', 'WorkBoard', 'work/board', 'board', 'monitor', 'board:list', 7)
) AS p(title, title_zh, component_name, component, path, icon, permission, sort)
WHERE d."pid" IS NULL AND d."type" = 0 AND d."path" = 'work'
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."permission" = p.permission);--> statement-breakpoint
INSERT INTO "menus" ("pid", "type", "title", "title_zh", "permission", "menu_sort")
SELECT p."id", 2, b.title, b.title_zh, b.permission, b.sort
FROM "menus" p
JOIN (VALUES
  ('attendance:list', 'Edit attendance', '编辑考勤', 'attendance:edit', 1),
  ('board:list', 'Issue display links', '发放看板链接', 'board:add', 1),
  ('board:list', 'Revoke display links', '撤销看板链接', 'board:del', 2)
) AS b(page, title, title_zh, permission, sort) ON p."permission" = b.page
WHERE p."type" = 1
  AND NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."pid" = p."id" AND m."permission" = b.permission);
--> statement-breakpoint
-- A factory's line supervisors (the default role, as roles/default-roles.ts now grants) follow and correct
-- their lines' attendance and read their efficiency.
INSERT INTO "role_menus" ("factory_id", "role_id", "menu_id")
SELECT r."factory_id", r."id", m."id"
FROM "roles" r
JOIN "menus" m ON m."permission" IN ('attendance:list', 'attendance:edit', 'efficiency:list')
WHERE r."code" = 'line_supervisor'
ON CONFLICT DO NOTHING;
