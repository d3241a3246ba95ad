ALTER TABLE "members" ADD COLUMN "accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invited_name" varchar(64);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "owns_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Memberships made before invitations existed were taken up when they were made.
UPDATE "members" SET "accepted_at" = "joined_at";--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_invited_ck" CHECK (("members"."accepted_at" is null) = ("members"."invited_name" is not null));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_owns_account_ck" CHECK (not "members"."owns_account" or "members"."accepted_at" is null);