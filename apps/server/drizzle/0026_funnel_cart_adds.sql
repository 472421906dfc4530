ALTER TABLE "product_daily_stats" ADD COLUMN "cart_adds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_daily_stats" ADD COLUMN "cart_adds" integer DEFAULT 0 NOT NULL;