ALTER TABLE "widget_conversations" ADD COLUMN "live_state" text;
--> statement-breakpoint
ALTER TABLE "widget_conversations" ADD COLUMN "live_agent_id" uuid;
--> statement-breakpoint
ALTER TABLE "widget_conversations" ADD COLUMN "live_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "widget_conversations" ADD CONSTRAINT "widget_conversations_live_agent_id_users_id_fk" FOREIGN KEY ("live_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "widget_conversations" ADD CONSTRAINT "widget_conversations_live_state_check" CHECK ("widget_conversations"."live_state" in ('waiting', 'claimed', 'closed'));
--> statement-breakpoint
CREATE INDEX "widget_conversations_live_idx" ON "widget_conversations" USING btree ("user_id","live_at") WHERE "widget_conversations"."live_state" is not null;
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"agent_id" uuid,
	"agent_name" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_messages_kind_check" CHECK ("live_messages"."kind" in ('visitor', 'agent', 'waiting', 'claimed', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_conversation_id_widget_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."widget_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "live_messages_conversation_idx" ON "live_messages" USING btree ("conversation_id","id");
--> statement-breakpoint
CREATE INDEX "live_messages_user_idx" ON "live_messages" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE "live_agents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'away' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_agents_status_check" CHECK ("live_agents"."status" in ('online', 'away'))
);
--> statement-breakpoint
ALTER TABLE "live_agents" ADD CONSTRAINT "live_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
