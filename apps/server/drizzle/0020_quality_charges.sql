ALTER TABLE "wage_adjustments" ADD COLUMN "inspection_id" bigint;--> statement-breakpoint
CREATE INDEX "wage_adjustments_inspection_idx" ON "wage_adjustments" USING btree ("factory_id","inspection_id");--> statement-breakpoint
-- A QC inspection's charge (a deduction per defect at fault) points at it: an inspection is never deleted, and
-- the charge goes when the inspection is undone (the quality module asks the wages module, in one transaction).
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_inspection_fk" FOREIGN KEY ("factory_id", "inspection_id")
  REFERENCES "qc_inspections" ("factory_id", "id") ON DELETE RESTRICT;
