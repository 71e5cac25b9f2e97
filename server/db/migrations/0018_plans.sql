CREATE TABLE "account_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"billing_period" text,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"limits" jsonb,
	"extra_minutes_allowed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_plans_plan_check" CHECK ("account_plans"."plan" in ('basic', 'pro', 'enterprise')),
	CONSTRAINT "account_plans_billing_period_check" CHECK ("account_plans"."billing_period" is null or "account_plans"."billing_period" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"from_plan" text NOT NULL,
	"to_plan" text NOT NULL,
	"billing_period" text,
	"credit_cents" integer NOT NULL,
	"charge_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "generation_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_plans" ADD CONSTRAINT "account_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD CONSTRAINT "generation_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_changes_created_at_idx" ON "plan_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_user_id_idx" ON "plan_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "generation_usage_user_recorded_idx" ON "generation_usage" USING btree ("user_id","recorded_at");
