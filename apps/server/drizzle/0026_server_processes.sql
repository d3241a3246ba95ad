CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_processes_seen_idx" ON "server_processes" USING btree ("seen_at");