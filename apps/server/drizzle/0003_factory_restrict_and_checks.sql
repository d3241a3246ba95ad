ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "depts" DROP CONSTRAINT "depts_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_factory_id_factories_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depts" ADD CONSTRAINT "depts_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_factory_id_factories_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."factories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_status_code_ck" CHECK ("audit_logs"."status_code" between 100 and 599);--> statement-breakpoint
ALTER TABLE "factories" ADD CONSTRAINT "factories_total_number_ck" CHECK ("factories"."total_number" >= 0);--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_type_ck" CHECK ("menus"."type" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_sort_ck" CHECK ("menus"."menu_sort" >= 0);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_data_scope_ck" CHECK ("roles"."data_scope" in ('all', 'dept', 'custom'));