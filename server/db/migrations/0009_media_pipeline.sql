CREATE TABLE "media_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_key_seq_pk" PRIMARY KEY("key","seq")
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"size_bytes" bigint NOT NULL,
	"chunk_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "status" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "progress" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "poster_key" text;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "loudness" jsonb;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "speech" jsonb;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "cues" jsonb;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "widget_media_jobs_idx" ON "widget_media" USING btree ("status","created_at");