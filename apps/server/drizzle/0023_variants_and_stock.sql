CREATE TABLE "product_variant_options" (
	"product_id" integer NOT NULL,
	"characteristic_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	CONSTRAINT "product_variant_options_product_id_characteristic_id_pk" PRIMARY KEY("product_id","characteristic_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"value_ids" integer[] NOT NULL,
	"sku" text,
	"price" numeric(12, 2),
	"discount_value" numeric(12, 2),
	"discount_type" "discount_type",
	"stock" integer,
	"photo_id" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variants_product_id_value_ids_unique" UNIQUE("product_id","value_ids"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_values" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "track_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variant_options" ADD CONSTRAINT "product_variant_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_options" ADD CONSTRAINT "product_variant_options_characteristic_id_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_photo_id_product_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."product_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_options_characteristic_id_index" ON "product_variant_options" USING btree ("characteristic_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_position_index" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_shop_id_index" ON "product_variants" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_variants_value_ids_index" ON "product_variants" USING gin ("value_ids");--> statement-breakpoint
CREATE INDEX "product_variants_photo_id_index" ON "product_variants" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0);