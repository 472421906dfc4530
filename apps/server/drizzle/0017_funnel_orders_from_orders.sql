ALTER TABLE "product_daily_stats" DROP COLUMN "orders";--> statement-breakpoint
ALTER TABLE "widget_daily_stats" DROP COLUMN "orders";