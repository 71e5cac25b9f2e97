ALTER TABLE "widget_settings" ADD COLUMN "business_name" text;
