CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"product_title" text NOT NULL,
	"variant_values" text,
	"sku" text,
	"price" numeric(12, 2),
	"discount_value" numeric(12, 2) NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"module" "unit" NOT NULL,
	"quantity" integer NOT NULL,
	"total" numeric(12, 2),
	"stock_taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_items_order_id_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_shop_id_product_id_index" ON "order_items" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "order_items_title_trigram_index" ON "order_items" USING gin (translate(lower("product_title"), 'ё', 'е') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_items_sku_trigram_index" ON "order_items" USING gin (lower("sku") gin_trgm_ops);--> statement-breakpoint
-- Every order so far becomes a one-line order: its product's fields move to its line, and its
-- total is what it always showed (orderTotal: the discounted unit price in whole kopecks, not
-- below zero, times the quantity).
INSERT INTO "order_items" ("order_id", "shop_id", "position", "product_id", "variant_id", "product_title", "variant_values", "sku", "price", "discount_value", "discount_type", "module", "quantity", "total", "stock_taken")
SELECT "id", "shop_id", 0, "product_id", "variant_id", "product_title", "variant_values", "sku", "price", "discount_value", "discount_type", "module", "quantity",
	-- greatest() skips a null, so a product without a price is kept apart: its total is none.
	CASE WHEN "price" IS NOT NULL THEN greatest(0, round("price" * 100 - CASE WHEN "discount_type" = 'PERCENT' THEN "price" * "discount_value" ELSE "discount_value" * 100 END)) / 100 * "quantity" END,
	"stock_taken"
FROM "orders" ORDER BY "id";--> statement-breakpoint
UPDATE "orders" SET "total" = "order_items"."total" FROM "order_items" WHERE "order_items"."order_id" = "orders"."id";--> statement-breakpoint
-- Widgets saved before the cart keep ordering one product at once; new ones get the cart.
UPDATE "widgets" SET "style" = "style" || '{"order_flow": "direct"}'::jsonb WHERE NOT "style" ? 'order_flow';--> statement-breakpoint
UPDATE "widget_publications" SET "style" = "style" || '{"order_flow": "direct"}'::jsonb WHERE NOT "style" ? 'order_flow';
