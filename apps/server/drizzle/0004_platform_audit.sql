ALTER TABLE "audit_logs" ADD COLUMN "platform" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_logs_platform_time_idx" ON "audit_logs" USING btree ("create_time","id") WHERE "audit_logs"."platform";--> statement-breakpoint
-- What operators did on the platform before it had its own log leaves the factory logs it was written to.
UPDATE "audit_logs" SET "platform" = true
WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "platform_admin")
  AND ("path" LIKE '/api/menus%' OR "path" LIKE '/api/dict%'
       OR "path" IN ('/api/factory/register', '/api/factory/modifyFactory'));
