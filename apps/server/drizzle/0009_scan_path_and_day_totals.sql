CREATE TABLE "scan_day_totals" (
	"factory_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"worker_id" bigint NOT NULL,
	"scans" integer NOT NULL,
	"valid_scans" integer NOT NULL,
	"valid_qty" bigint NOT NULL,
	"valid_amount" numeric(18, 3) NOT NULL,
	"settled_scans" integer NOT NULL,
	"settled_qty" bigint NOT NULL,
	"settled_amount" numeric(18, 3) NOT NULL,
	CONSTRAINT "scan_day_totals_factory_id_work_date_worker_id_pk" PRIMARY KEY("factory_id","work_date","worker_id")
);
--> statement-breakpoint
-- Every scan updates its worker's day: room left on each page lets those updates stay on the page (HOT, no index
-- entry per update), and the table is vacuumed after 2 % of it has changed, not 20 %.
ALTER TABLE "scan_day_totals" SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE "scan_day_totals" ADD CONSTRAINT "scan_day_totals_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_day_totals" ADD CONSTRAINT "scan_day_totals_factory_id_worker_id_members_factory_id_id_fk" FOREIGN KEY ("factory_id","worker_id") REFERENCES "public"."members"("factory_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_day_totals_worker_idx" ON "scan_day_totals" USING btree ("factory_id","worker_id","work_date");--> statement-breakpoint
-- The production grid sums a bed's scans by process: with the bundle, pieces and status in the index, it reads
-- the index alone (Drizzle's schema cannot say INCLUDE; the index keeps its name and columns there).
DROP INDEX "scans_process_idx";--> statement-breakpoint
CREATE INDEX "scans_process_idx" ON "scans" USING btree ("factory_id","process_id") INCLUDE ("bundle_id","qty","status");
--> statement-breakpoint
-- The scan guard (docs/design.md §5, "a scan never over-counts"): every scan inserted, by whatever writer, first locks
-- its bundle's row, so scans of one bundle (from any server process) and edits of its quantity take turns;
-- then, with a fresh snapshot (a volatile function's every statement takes one), it counts the valid pieces
-- of the (bundle, process) and refuses what would pass the bundle's quantity. A scan without a quantity
-- takes what remains. A void bundle takes no scans, and no scan falls into a work day a settlement has paid
-- (the factory's, the worker's department's, or one that paid this worker before they changed departments).
-- Refusals carry SQLSTATEs of their own (class GB), which the scans repository turns into answers.
CREATE FUNCTION "scans_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bundle_qty integer;
  bundle_status varchar;
  done integer;
BEGIN
  IF NEW.status <> 'valid' THEN
    RETURN NEW;
  END IF;
  -- The factory's wage lock, shared: scans go on side by side, but a settlement (which takes it alone) waits
  -- for the scans in flight and holds new ones back until it commits, so no scan slips into what it pays.
  PERFORM pg_advisory_xact_lock_shared(74812001, NEW.factory_id::int);
  SELECT qty, status INTO bundle_qty, bundle_status FROM bundles
    WHERE factory_id = NEW.factory_id AND id = NEW.bundle_id FOR UPDATE;
  IF bundle_status IS DISTINCT FROM 'active' THEN
    RAISE EXCEPTION 'bundle % is not active', NEW.bundle_id USING ERRCODE = 'GBS01';
  END IF;
  IF EXISTS (
    SELECT 1 FROM wage_settlements ws
    WHERE ws.factory_id = NEW.factory_id AND NEW.work_date BETWEEN ws.period_from AND ws.period_to
      AND (ws.dept_id IS NULL
        OR ws.dept_id = (SELECT dept_id FROM members WHERE factory_id = NEW.factory_id AND id = NEW.worker_id)
        OR EXISTS (SELECT 1 FROM wage_settlement_lines l
          WHERE l.factory_id = ws.factory_id AND l.settlement_id = ws.id AND l.worker_id = NEW.worker_id))
  ) THEN
    RAISE EXCEPTION 'work date % is settled', NEW.work_date USING ERRCODE = 'GBS03';
  END IF;
  SELECT coalesce(sum(qty), 0) INTO done FROM scans
    WHERE factory_id = NEW.factory_id AND bundle_id = NEW.bundle_id AND process_id = NEW.process_id
      AND status = 'valid';
  IF NEW.qty IS NULL THEN
    NEW.qty := bundle_qty - done;
    NEW.amount := NEW.qty * NEW.rate;
  END IF;
  IF NEW.qty < 1 OR done + NEW.qty > bundle_qty THEN
    RAISE EXCEPTION 'bundle % process %: % of % done', NEW.bundle_id, NEW.process_id, done, bundle_qty
      USING ERRCODE = 'GBS02';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scans_guard" BEFORE INSERT ON "scans" FOR EACH ROW EXECUTE FUNCTION "scans_guard"();
--> statement-breakpoint
-- scan_day_totals follows scans in the statement that changes them. One function adds a delta to a worker's
-- day (creating the row); an inserted scan adds itself, and an update (an undo, a settlement) adds what its
-- rows became less what they were, grouped by (factory, work day, worker) and applied in key order, so that
-- two statements lock the days they share in one order. Scans are never deleted (an undone scan stays on
-- record, and the totals count it).
CREATE FUNCTION "scan_day_totals_add"(p_factory_id bigint, p_work_date date, p_worker_id bigint,
  p_scans integer, p_valid_scans integer, p_valid_qty bigint, p_valid_amount numeric,
  p_settled_scans integer, p_settled_qty bigint, p_settled_amount numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO scan_day_totals AS t (factory_id, work_date, worker_id, scans, valid_scans, valid_qty,
    valid_amount, settled_scans, settled_qty, settled_amount)
  VALUES (p_factory_id, p_work_date, p_worker_id, p_scans, p_valid_scans, p_valid_qty, p_valid_amount,
    p_settled_scans, p_settled_qty, p_settled_amount)
  ON CONFLICT (factory_id, work_date, worker_id) DO UPDATE SET
    scans = t.scans + excluded.scans, valid_scans = t.valid_scans + excluded.valid_scans,
    valid_qty = t.valid_qty + excluded.valid_qty, valid_amount = t.valid_amount + excluded.valid_amount,
    settled_scans = t.settled_scans + excluded.settled_scans, settled_qty = t.settled_qty + excluded.settled_qty,
    settled_amount = t.settled_amount + excluded.settled_amount;
$$;
--> statement-breakpoint
CREATE FUNCTION "scan_day_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  valid integer := (NEW.status = 'valid')::integer;
  settled integer := (NEW.settlement_id IS NOT NULL)::integer;
BEGIN
  PERFORM scan_day_totals_add(NEW.factory_id, NEW.work_date, NEW.worker_id, 1, valid, valid * NEW.qty,
    valid * NEW.amount, settled, settled * NEW.qty, settled * NEW.amount);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_day_totals_insert" AFTER INSERT ON "scans"
  FOR EACH ROW EXECUTE FUNCTION "scan_day_totals_insert"();
--> statement-breakpoint
CREATE FUNCTION "scan_day_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scan_day_totals_add(factory_id, work_date, worker_id, n, valid_n, valid_qty, valid_amount,
    settled_n, settled_qty, settled_amount)
  FROM (
    SELECT factory_id, work_date, worker_id, sum(sign)::integer AS n,
      coalesce(sum(sign) FILTER (WHERE status = 'valid'), 0)::integer AS valid_n,
      coalesce(sum(sign * qty) FILTER (WHERE status = 'valid'), 0)::bigint AS valid_qty,
      coalesce(sum(sign * amount) FILTER (WHERE status = 'valid'), 0) AS valid_amount,
      coalesce(sum(sign) FILTER (WHERE settlement_id IS NOT NULL), 0)::integer AS settled_n,
      coalesce(sum(sign * qty) FILTER (WHERE settlement_id IS NOT NULL), 0)::bigint AS settled_qty,
      coalesce(sum(sign * amount) FILTER (WHERE settlement_id IS NOT NULL), 0) AS settled_amount
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
CREATE FUNCTION "scans_never_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'scans are never deleted: undo a scan instead' USING ERRCODE = 'GBS04';
END $$;
--> statement-breakpoint
CREATE TRIGGER "scans_never_deleted" BEFORE DELETE ON "scans"
  FOR EACH STATEMENT EXECUTE FUNCTION "scans_never_deleted"();
--> statement-breakpoint
-- The scans recorded before this migration.
SELECT scan_day_totals_add(factory_id, work_date, worker_id, count(*)::integer,
  count(*) FILTER (WHERE status = 'valid')::integer,
  coalesce(sum(qty) FILTER (WHERE status = 'valid'), 0)::bigint,
  coalesce(sum(amount) FILTER (WHERE status = 'valid'), 0),
  count(*) FILTER (WHERE settlement_id IS NOT NULL)::integer,
  coalesce(sum(qty) FILTER (WHERE settlement_id IS NOT NULL), 0)::bigint,
  coalesce(sum(amount) FILTER (WHERE settlement_id IS NOT NULL), 0))
FROM scans
GROUP BY factory_id, work_date, worker_id;
