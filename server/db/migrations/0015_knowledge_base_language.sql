ALTER TABLE "widget_settings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "widget_settings" SET "language" = (
	SELECT "widget_entries"."language" FROM "widget_entries"
	WHERE "widget_entries"."user_id" = "widget_settings"."user_id"
	GROUP BY "widget_entries"."language"
	ORDER BY count(*) DESC, "widget_entries"."language"
	LIMIT 1
)
WHERE EXISTS (SELECT 1 FROM "widget_entries" WHERE "widget_entries"."user_id" = "widget_settings"."user_id");
