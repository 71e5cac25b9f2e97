ALTER TABLE "demo_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");