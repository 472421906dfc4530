CREATE TYPE "public"."import_format" AS ENUM('csv', 'xlsx', 'yml', 'commerceml');--> statement-breakpoint
CREATE TYPE "public"."import_mode" AS ENUM('dry_run', 'apply');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('queued', 'running', 'done', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "catalog_import_chunks" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "catalog_import_chunks_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalog_import_refusals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_import_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"mode" "import_mode" NOT NULL,
	"format" "import_format" NOT NULL,
	"status" "import_status" DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"mapping" jsonb,
	"headers_key" text,
	"only_valid" boolean DEFAULT false NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"photos_failed" integer DEFAULT 0 NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "catalog_import_chunks" ADD CONSTRAINT "catalog_import_chunks_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_import_refusals" ADD CONSTRAINT "catalog_import_refusals_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_refusals_import_id_id_index" ON "catalog_import_refusals" USING btree ("import_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_active_collection_unique" ON "catalog_imports" USING btree ("collection_id") WHERE "catalog_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "catalog_imports_active_index" ON "catalog_imports" USING btree ("leased_until") WHERE "catalog_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "catalog_imports_shop_id_headers_key_index" ON "catalog_imports" USING btree ("shop_id","headers_key");--> statement-breakpoint
CREATE INDEX "catalog_imports_collection_id_index" ON "catalog_imports" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_collection_id_sku_index" ON "products" USING btree ("collection_id","sku");--> statement-breakpoint
CREATE INDEX "products_collection_id_title_index" ON "products" USING btree ("collection_id","title");