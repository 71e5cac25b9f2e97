CREATE TABLE "demo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"preferred_time" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing" (
	"pricing_config_id" integer PRIMARY KEY NOT NULL,
	"monthly_price" numeric(10, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_configs" (
	"pricing_config_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domains_to_connect" integer,
	"pages_per_domain" integer,
	"generation_minutes" integer,
	"extra_price_per_minute" numeric(10, 2),
	"avatars_included" integer,
	"various_voices" boolean DEFAULT false NOT NULL,
	"watermark" boolean DEFAULT true NOT NULL,
	"premium_support" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing" ADD CONSTRAINT "pricing_pricing_config_id_pricing_configs_pricing_config_id_fk" FOREIGN KEY ("pricing_config_id") REFERENCES "public"."pricing_configs"("pricing_config_id") ON DELETE no action ON UPDATE no action;