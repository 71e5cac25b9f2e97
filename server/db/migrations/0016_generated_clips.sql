ALTER TABLE "widget_media" ADD COLUMN "generation" jsonb;--> statement-breakpoint
ALTER TABLE "widget_media" ADD COLUMN "words" jsonb;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD COLUMN "portrait_key" text;
