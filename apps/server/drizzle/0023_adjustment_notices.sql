ALTER TABLE "wage_adjustments" ADD COLUMN "worker_seen_at" timestamp with time zone;--> statement-breakpoint
-- Adjustments made before workers had a pay page are not news to them.
UPDATE "wage_adjustments" SET "worker_seen_at" = "created_at";
