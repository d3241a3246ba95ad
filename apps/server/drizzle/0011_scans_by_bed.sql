-- A scan keeps its bundle's bed (cut_order_id), held to the bundle's by the foreign key on (bundle, bed): a
-- bed's scans are then read by one index, newest first (scan data detail filtered by bed, the production grid).
CREATE UNIQUE INDEX "bundles_bed_uq" ON "bundles" USING btree ("factory_id","id","cut_order_id");--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "cut_order_id" bigint;--> statement-breakpoint
-- Filling the new column changes no totals: the day totals' trigger is left out of it.
ALTER TABLE "scans" DISABLE TRIGGER "scan_day_totals_update";--> statement-breakpoint
UPDATE "scans" s SET "cut_order_id" = b."cut_order_id"
FROM "bundles" b WHERE b."factory_id" = s."factory_id" AND b."id" = s."bundle_id";--> statement-breakpoint
ALTER TABLE "scans" ENABLE TRIGGER "scan_day_totals_update";--> statement-breakpoint
ALTER TABLE "scans" ALTER COLUMN "cut_order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_factory_id_bundle_id_bundles_factory_id_id_fk";--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_factory_id_bundle_id_cut_order_id_bundles_factory_id_id_cut_order_id_fk" FOREIGN KEY ("factory_id","bundle_id","cut_order_id") REFERENCES "public"."bundles"("factory_id","id","cut_order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scans_cut_order_idx" ON "scans" USING btree ("factory_id","cut_order_id","work_date","id");
