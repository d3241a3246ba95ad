-- A scan is fast on a new installation's scans table, before it has statistics (autovacuum not yet round, or
-- off). bench/cold-bed.ts found the scan guard's count of a (bundle, process) reading every scan of the
-- process, or of the factory: its plan was made once per connection while the table was a few rows, when
-- every index of scans (all begin with factory_id) costs the same to the planner, and then kept.
--
-- 1. The count reads the bundle's scans (a few per process) and is planned on each scan, with the table's
--    present size: the (bundle, process) index, the only one that leads to a bundle, is then the cheapest as
--    soon as there are a few hundred scans, statistics or none. Planning it costs about 0.06 ms a scan
--    (docs/benchmarks.md, "Cold bed"). The scan guard of migration 0015, unchanged but for the count.
CREATE OR REPLACE FUNCTION "scans_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF wage_day_settled(NEW.factory_id, NEW.worker_id, NEW.work_date) THEN
    RAISE EXCEPTION 'work date % is settled', NEW.work_date USING ERRCODE = 'GBS03';
  END IF;
  -- Planned on each scan (EXECUTE), with the table's present size: see above.
  EXECUTE 'SELECT coalesce(sum(qty) FILTER (WHERE process_id = $3), 0) FROM scans
      WHERE factory_id = $1 AND bundle_id = $2 AND status = ''valid'''
    INTO done USING NEW.factory_id, NEW.bundle_id, NEW.process_id;
  IF NEW.qty IS NULL THEN
    NEW.qty := bundle_qty - done;
    NEW.amount := NEW.qty * NEW.rate;
  END IF;
  IF NEW.qty < 1 OR done + NEW.qty > bundle_qty THEN
    RAISE EXCEPTION 'bundle % process %: % of % done', NEW.bundle_id, NEW.process_id, done, bundle_qty
      USING ERRCODE = 'GBS02';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- 2. With the pieces and status in the (bundle, process) index, that count (and bundle_finished_of's, a group
--    per process) reads the index alone. Drizzle's schema cannot say INCLUDE; the index keeps its name and
--    columns there.
DROP INDEX "scans_bundle_process_idx";--> statement-breakpoint
CREATE INDEX "scans_bundle_process_idx" ON "scans" USING btree ("factory_id","bundle_id","process_id") INCLUDE ("qty","status");
