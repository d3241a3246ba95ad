-- Whether a wage settlement has paid a worker's work day, defined once (docs/architecture.md, "Where each rule
-- lives"): the factory's settlement, the worker's department's, or one that paid this worker before they changed
-- departments. The scan guard refuses a scan on such a day (GBS03), and the wages module refuses an
-- adjustment in such a month (it asks about the month's first day). STABLE: it reads the snapshot of the
-- statement that calls it; plpgsql, so its plan is kept from one call to the next.
CREATE FUNCTION "wage_day_settled"(p_factory_id bigint, p_worker_id bigint, p_day date)
  RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM wage_settlements ws
    WHERE ws.factory_id = p_factory_id AND p_day BETWEEN ws.period_from AND ws.period_to
      AND (ws.dept_id IS NULL
        OR ws.dept_id = (SELECT dept_id FROM members WHERE factory_id = p_factory_id AND id = p_worker_id)
        OR EXISTS (SELECT 1 FROM wage_settlement_lines l
          WHERE l.factory_id = ws.factory_id AND l.settlement_id = ws.id AND l.worker_id = p_worker_id)));
END $$;
--> statement-breakpoint
-- The scan guard of migration 0009, unchanged but for asking wage_day_settled.
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
