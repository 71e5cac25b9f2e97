ALTER TABLE "widget_entries" ADD COLUMN "counter_examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_messages" ADD COLUMN "verdict" text;--> statement-breakpoint
ALTER TABLE "widget_messages" ADD CONSTRAINT "widget_messages_verdict_check" CHECK ("widget_messages"."verdict" in ('right', 'wrong'));
