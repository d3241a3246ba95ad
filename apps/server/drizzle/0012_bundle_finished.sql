-- A bundle's finished pieces, kept as its scans change: the least valid qty over its bed's snapshot processes,
-- 0 until every one of them has some (and for a bed without processes). What is finished is then read per
-- bundle (shipment orders, the dashboard) instead of summed from the scans on every read. A scanned bed's
-- processes cannot change (a scan's process is a foreign key, ON DELETE RESTRICT, and a bed's processes are
-- only ever replaced whole), so the scans are all that move it.
ALTER TABLE "bundles" ADD COLUMN "finished_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The bundles are locked first, in key order, and only then read with a fresh snapshot (a new statement in
-- READ COMMITTED): an undo that waited for a scan of the same bundle then sees it. (A scan's insert already holds
-- its bundle, locked by scans_guard.)
CREATE FUNCTION "bundle_finished_refresh"(p_factory_id bigint, p_bundle_ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM bundles WHERE factory_id = p_factory_id AND id = ANY (p_bundle_ids) ORDER BY id FOR UPDATE;
  UPDATE bundles b SET finished_qty = f.qty
  FROM (
    SELECT b.id, CASE WHEN count(*) > 0 AND count(d.qty) = count(*) THEN min(d.qty) ELSE 0 END AS qty
    FROM bundles b
    JOIN cut_order_processes p ON p.factory_id = b.factory_id AND p.cut_order_id = b.cut_order_id
    LEFT JOIN LATERAL (
      SELECT sum(s.qty)::integer AS qty FROM scans s
      WHERE s.factory_id = b.factory_id AND s.bundle_id = b.id AND s.process_id = p.id AND s.status = 'valid'
    ) d ON true
    WHERE b.factory_id = p_factory_id AND b.id = ANY (p_bundle_ids)
    GROUP BY b.id
  ) f
  WHERE b.factory_id = p_factory_id AND b.id = f.id AND b.finished_qty IS DISTINCT FROM f.qty;
END $$;--> statement-breakpoint
-- A new valid scan: its bundle (already locked by scans_guard) is refreshed in the same transaction.
CREATE FUNCTION "bundle_finished_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bundle_finished_refresh(NEW.factory_id, ARRAY[NEW.bundle_id]);
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
