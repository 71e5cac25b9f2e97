-- Mail moves onto the one job queue (docs/decisions/0035-one-job-queue.md): every pending mail gets
-- a "mail" job under its own id, keeping its attempts, due time and last error; the outbox's own
-- claim columns go.
INSERT INTO "jobs" ("id", "kind", "payload", "state", "run_at", "attempts", "last_error", "created_at")
SELECT "id", 'mail', jsonb_build_object('mailJobId', "id"), 'queued', "run_after", "attempts", "last_error", "created_at"
FROM "mail_jobs" WHERE "status" = 'pending'
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_jobs_due_idx";
--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "attempts";
--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "run_after";
--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "locked_until";
--> statement-breakpoint
ALTER TABLE "mail_jobs" DROP COLUMN "claimed_by";
--> statement-breakpoint
CREATE INDEX "mail_jobs_status_idx" ON "mail_jobs" USING btree ("status");
