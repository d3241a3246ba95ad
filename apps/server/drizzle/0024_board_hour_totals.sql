CREATE TABLE "scan_hour_totals" (
	"factory_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"worker_id" bigint NOT NULL,
	"hour" smallint NOT NULL,
	"process_id" bigint NOT NULL,
	"cut_order_id" bigint NOT NULL,
	"valid_scans" integer NOT NULL,
	"valid_qty" bigint NOT NULL,
	"valid_sam_qty" bigint NOT NULL,
	"valid_earned" numeric(18, 3) NOT NULL,
	CONSTRAINT "scan_hour_totals_factory_id_work_date_worker_id_hour_process_id_pk" PRIMARY KEY("factory_id","work_date","worker_id","hour","process_id"),
	CONSTRAINT "scan_hour_totals_hour_ck" CHECK ("scan_hour_totals"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "last_scan_date" date;--> statement-breakpoint
ALTER TABLE "scan_hour_totals" ADD CONSTRAINT "scan_hour_totals_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_hour_totals" ADD CONSTRAINT "scan_hour_totals_factory_id_worker_id_members_factory_id_id_fk" FOREIGN KEY ("factory_id","worker_id") REFERENCES "public"."members"("factory_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_unfinished_idx" ON "bundles" USING btree ("factory_id","style_id","last_scan_date") WHERE "bundles"."finished_qty" < "bundles"."qty";--> statement-breakpoint
-- ─── Hour totals (docs/design.md §11) ──────────────────────────────────────────────────────────────
-- Each worker's valid scans per work day, hour of the day and bed process, kept in the statement that changes
-- the scans, as scan_day_totals is (migrations 0009, 0021): the line board and the efficiency by hour read
-- some thousand rows instead of a day's or a week's scans. The hour is scan_time's in the factory's time zone;
-- a factory whose time zone changes has its hour totals rebuilt. Only valid scans count: an undo takes its
-- scan's pieces out, a settlement (status unchanged) changes nothing here.
CREATE FUNCTION "scan_hour_of"(p_factory_id bigint, p_scan_time timestamptz) RETURNS smallint
  LANGUAGE sql STABLE AS $$
  SELECT extract(hour FROM p_scan_time AT TIME ZONE f.time_zone)::smallint FROM factories f WHERE f.id = p_factory_id;
$$;
--> statement-breakpoint
CREATE FUNCTION "scan_hour_totals_add"(p_factory_id bigint, p_work_date date, p_worker_id bigint, p_hour smallint,
  p_process_id bigint, p_cut_order_id bigint, p_valid_scans integer, p_valid_qty bigint, p_valid_sam_qty bigint,
  p_valid_earned numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO scan_hour_totals AS t (factory_id, work_date, worker_id, hour, process_id, cut_order_id, valid_scans,
    valid_qty, valid_sam_qty, valid_earned)
  VALUES (p_factory_id, p_work_date, p_worker_id, p_hour, p_process_id, p_cut_order_id, p_valid_scans, p_valid_qty,
    p_valid_sam_qty, p_valid_earned)
  ON CONFLICT (factory_id, work_date, worker_id, hour, process_id) DO UPDATE SET
    valid_scans = t.valid_scans + excluded.valid_scans, valid_qty = t.valid_qty + excluded.valid_qty,
    valid_sam_qty = t.valid_sam_qty + excluded.valid_sam_qty, valid_earned = t.valid_earned + excluded.valid_earned;
$$;
--> statement-breakpoint
CREATE FUNCTION "scan_hour_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'valid' THEN
    PERFORM scan_hour_totals_add(NEW.factory_id, NEW.work_date, NEW.worker_id,
      scan_hour_of(NEW.factory_id, NEW.scan_time), NEW.process_id, NEW.cut_order_id, 1, NEW.qty::bigint,
      CASE WHEN NEW.sam IS NULL THEN 0 ELSE NEW.qty END::bigint, NEW.qty * coalesce(NEW.sam, 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_hour_totals_insert" AFTER INSERT ON "scans"
  FOR EACH ROW EXECUTE FUNCTION "scan_hour_totals_insert"();
--> statement-breakpoint
CREATE FUNCTION "scan_hour_totals_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scan_hour_totals_add(factory_id, work_date, worker_id, hour, process_id, cut_order_id, n, qty, sam_qty,
    earned)
  FROM (
    SELECT change.factory_id, change.work_date, change.worker_id,
      extract(hour FROM change.scan_time AT TIME ZONE f.time_zone)::smallint AS hour,
      change.process_id, max(change.cut_order_id) AS cut_order_id, sum(sign)::integer AS n,
      sum(sign * qty)::bigint AS qty,
      coalesce(sum(sign * qty) FILTER (WHERE sam IS NOT NULL), 0)::bigint AS sam_qty,
      coalesce(sum(sign * qty * sam), 0) AS earned
    FROM (SELECT 1 AS sign, * FROM new_scans UNION ALL SELECT -1 AS sign, * FROM old_scans) change
    JOIN factories f ON f.id = change.factory_id
    WHERE change.status = 'valid'
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * qty) <> 0 OR coalesce(sum(sign * qty * sam), 0) <> 0
      OR coalesce(sum(sign * qty) FILTER (WHERE sam IS NOT NULL), 0) <> 0
    ORDER BY 1, 2, 3, 4, 5
  ) delta;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_hour_totals_update" AFTER UPDATE ON "scans"
  REFERENCING OLD TABLE AS old_scans NEW TABLE AS new_scans
  FOR EACH STATEMENT EXECUTE FUNCTION "scan_hour_totals_update"();
--> statement-breakpoint
-- A factory's hour totals from its scans, afresh: the backfill below, and a factory whose time zone changes.
CREATE FUNCTION "scan_hour_totals_rebuild"(p_factory_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM scan_hour_totals WHERE factory_id = p_factory_id;
  INSERT INTO scan_hour_totals (factory_id, work_date, worker_id, hour, process_id, cut_order_id, valid_scans,
    valid_qty, valid_sam_qty, valid_earned)
  SELECT s.factory_id, s.work_date, s.worker_id, extract(hour FROM s.scan_time AT TIME ZONE f.time_zone)::smallint,
    s.process_id, max(s.cut_order_id), count(*)::integer, sum(s.qty)::bigint,
    coalesce(sum(s.qty) FILTER (WHERE s.sam IS NOT NULL), 0)::bigint, coalesce(sum(s.qty * s.sam), 0)
  FROM scans s JOIN factories f ON f.id = s.factory_id
  WHERE s.factory_id = p_factory_id AND s.status = 'valid'
  GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
CREATE FUNCTION "scan_hour_totals_time_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scan_hour_totals_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "scan_hour_totals_time_zone" AFTER UPDATE OF "time_zone" ON "factories"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "scan_hour_totals_time_zone"();
--> statement-breakpoint
SELECT scan_hour_totals_rebuild(id) FROM factories ORDER BY id;
--> statement-breakpoint
-- ─── A bundle's latest scan (docs/design.md §11) ──────────────────────────────────────────────────────
-- bundles.last_scan_date: the latest work date of any scan of the bundle, kept in the statement that writes
-- a scan (raised) or moves its work date (read afresh). The line board's bundles in hand are a style's unfinished bundles
-- scanned lately (the partial index bundles_unfinished_idx), each then checked against the line's own scans,
-- rather than a week of the line's scans read to find them. A new scan's bundle is already locked by
-- scans_guard; the update is skipped when the date does not move (once per bundle and work day).
CREATE FUNCTION "bundle_last_scan_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bundles SET last_scan_date = NEW.work_date
  WHERE factory_id = NEW.factory_id AND id = NEW.bundle_id
    AND (last_scan_date IS NULL OR last_scan_date < NEW.work_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bundle_last_scan_insert" AFTER INSERT ON "scans"
  FOR EACH ROW EXECUTE FUNCTION "bundle_last_scan_insert"();
--> statement-breakpoint
-- A scan whose work date moved: its bundle's latest date afresh from its scans (by their bundle).
CREATE FUNCTION "bundle_last_scan_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bundles b SET last_scan_date = (SELECT max(s.work_date) FROM scans s
    WHERE s.factory_id = b.factory_id AND s.bundle_id = b.id)
  FROM (
    SELECT DISTINCT n.factory_id, n.bundle_id
    FROM new_scans n JOIN old_scans o ON o.factory_id = n.factory_id AND o.id = n.id
    WHERE o.work_date IS DISTINCT FROM n.work_date
  ) moved
  WHERE b.factory_id = moved.factory_id AND b.id = moved.bundle_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bundle_last_scan_update" AFTER UPDATE ON "scans"
  REFERENCING OLD TABLE AS old_scans NEW TABLE AS new_scans
  FOR EACH STATEMENT EXECUTE FUNCTION "bundle_last_scan_update"();
--> statement-breakpoint
UPDATE bundles b SET last_scan_date = s.work_date
FROM (SELECT factory_id, bundle_id, max(work_date) AS work_date FROM scans GROUP BY factory_id, bundle_id) s
WHERE b.factory_id = s.factory_id AND b.id = s.bundle_id;
