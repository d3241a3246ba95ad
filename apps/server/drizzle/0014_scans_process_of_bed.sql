-- A scan's process is one of its bundle's bed: the scan keeps the bundle's bed (cut_order_id, held to the
-- bundle's by its foreign key since 0011), and its process is now held to that bed too, so no statement can pay
-- a scan at another bed's or another style's rate. Each bed has its own copy of its style's processes.
CREATE UNIQUE INDEX "cut_order_processes_bed_uq" ON "cut_order_processes" USING btree ("factory_id","id","cut_order_id");--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_factory_id_process_id_cut_order_processes_factory_id_id_fk";--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_factory_id_process_id_cut_order_id_cut_order_processes_factory_id_id_cut_order_id_fk" FOREIGN KEY ("factory_id","process_id","cut_order_id") REFERENCES "public"."cut_order_processes"("factory_id","id","cut_order_id") ON DELETE restrict ON UPDATE no action;
