ALTER TABLE "orders" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "variant_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_title";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "variant_values";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "sku";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "stock_taken";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "discount_value";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "discount_type";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "module";