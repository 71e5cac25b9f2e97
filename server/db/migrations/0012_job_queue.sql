CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer,
	"last_error" text,
	"lease_owner" uuid,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind","state","run_at");--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("kind","group_key","started_at");--> statement-breakpoint
CREATE INDEX "jobs_finished_at_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "group_key", "created_at", "run_at")
	SELECT 'clip', jsonb_build_object('mediaId', "id"), "user_id"::text, "created_at", now()
	FROM "widget_media" WHERE "status" IN ('queued', 'processing');--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "group_key", "created_at", "run_at")
	SELECT 'data-export', jsonb_build_object('exportId', "id"), "user_id"::text, "created_at", now()
	FROM "data_exports" WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "widget_media" SET "status" = 'queued', "progress" = 0 WHERE "status" = 'processing';--> statement-breakpoint
DROP INDEX IF EXISTS "widget_media_jobs_idx";--> statement-breakpoint
ALTER TABLE "widget_media" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "widget_media" DROP COLUMN "claimed_by";--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_exports" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "data_exports" DROP COLUMN "claimed_by";
