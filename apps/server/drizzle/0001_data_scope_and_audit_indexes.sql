CREATE TABLE "role_depts" (
	"factory_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "role_depts_factory_id_role_id_dept_id_pk" PRIMARY KEY("factory_id","role_id","dept_id")
);
--> statement-breakpoint
ALTER TABLE "role_depts" ADD CONSTRAINT "role_depts_factory_id_role_id_roles_factory_id_id_fk" FOREIGN KEY ("factory_id","role_id") REFERENCES "public"."roles"("factory_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_depts" ADD CONSTRAINT "role_depts_factory_id_dept_id_depts_factory_id_id_fk" FOREIGN KEY ("factory_id","dept_id") REFERENCES "public"."depts"("factory_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("factory_id","user_id","create_time");--> statement-breakpoint
CREATE INDEX "members_dept_idx" ON "members" USING btree ("factory_id","dept_id");