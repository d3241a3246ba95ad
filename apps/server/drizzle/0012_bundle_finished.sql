-- A bundle's finished pieces, kept as its scans change: the least valid qty over its bed's snapshot processes,
-- 0 until every one of them has some (and for a bed without processes). What is finished is then read per
-- bundle (shipment orders, the dashboard) instead of summed from the scans on every read. A scanned bed's
-- processes cannot change (a scan's process is a foreign key, ON DELETE RESTRICT, and a bed's processes are
-- only ever replaced whole), so the scans are all that move it.
ALTER TABLE "bundles" ADD COLUMN "finished_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A bundle's finished pieces from its valid scans: one pass over them by the scans (factory_id, bundle_id,
-- process_id) index, a group per process. A scan's process is always one of its bed's, so when as many
-- processes have pieces as the bed has processes, every one has some, and the least is what is finished.
CREATE FUNCTION "bundle_finished_of"(p_factory_id bigint, p_bundle_id bigint, p_cut_order_id bigint)
RETURNS integer LANGUAGE sql AS $$
  SELECT CASE WHEN count(*) > 0 AND count(*) = (SELECT count(*) FROM cut_order_processes p
      WHERE p.factory_id = p_factory_id AND p.cut_order_id = p_cut_order_id)
    THEN min(d.qty) ELSE 0 END
  FROM (SELECT sum(qty)::integer AS qty FROM scans
    WHERE factory_id = p_factory_id AND bundle_id = p_bundle_id AND status = 'valid'
    GROUP BY process_id) d;
$$;--> statement-breakpoint
-- Some bundles brought up to date: locked first, in key order, and only then read with a fresh snapshot (a new
-- statement in READ COMMITTED), so an undo that waited for a scan of the same bundle sees it.
CREATE FUNCTION "bundle_finished_refresh"(p_factory_id bigint, p_bundle_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM bundles WHERE factory_id = p_factory_id AND id = ANY (p_bundle_ids) ORDER BY id FOR UPDATE;
  UPDATE bundles b SET finished_qty = f.qty
  FROM (
    SELECT id, bundle_finished_of(factory_id, id, cut_order_id) AS qty FROM bundles
    WHERE factory_id = p_factory_id AND id = ANY (p_bundle_ids)
  ) f
  WHERE b.factory_id = p_factory_id AND b.id = f.id AND b.finished_qty <> f.qty;
END $$;--> statement-breakpoint
-- A new valid scan: its bundle is already locked by scans_guard, and this statement reads afresh.
CREATE FUNCTION "bundle_finished_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  finished integer := bundle_finished_of(NEW.factory_id, NEW.bundle_id, NEW.cut_order_id);
BEGIN
  UPDATE bundles SET finished_qty = finished
  WHERE factory_id = NEW.factory_id AND id = NEW.bundle_id AND finished_qty <> finished;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bundle_finished_insert" AFTER INSERT ON "scans"
  FOR EACH ROW WHEN (NEW.status = 'valid') EXECUTE FUNCTION "bundle_finished_insert"();--> statement-breakpoint
-- An undo (valid → void): the bundles whose scans changed status. A settlement only sets settlement_id and
-- refreshes nothing.
CREATE FUNCTION "bundle_finished_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bundle_finished_refresh(factory_id, array_agg(bundle_id))
  FROM (
    SELECT DISTINCT n.factory_id, n.bundle_id
    FROM new_scans n JOIN old_scans o ON o.factory_id = n.factory_id AND o.id = n.id
    WHERE o.status IS DISTINCT FROM n.status OR o.qty IS DISTINCT FROM n.qty
  ) changed
  GROUP BY factory_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bundle_finished_update" AFTER UPDATE ON "scans"
  REFERENCING OLD TABLE AS old_scans NEW TABLE AS new_scans
  FOR EACH STATEMENT EXECUTE FUNCTION "bundle_finished_update"();--> statement-breakpoint
-- The bundles scanned before this migration.
SELECT bundle_finished_refresh(factory_id, array_agg(DISTINCT bundle_id ORDER BY bundle_id))
FROM scans WHERE status = 'valid' GROUP BY factory_id;
