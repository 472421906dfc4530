-- Trigram search (pg_trgm is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "product_categories_category_id_index";--> statement-breakpoint
DROP INDEX "products_collection_id_index";--> statement-breakpoint
CREATE INDEX "product_categories_category_id_product_id_index" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "products_collection_id_id_index" ON "products" USING btree ("collection_id","id");--> statement-breakpoint
CREATE INDEX "products_title_trigram_index" ON "products" USING gin (translate(lower("title"), 'ё', 'е') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trigram_index" ON "products" USING gin ("sku" gin_trgm_ops);
