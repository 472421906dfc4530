CREATE TABLE "media_deletions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"original_key" text NOT NULL,
	"card_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_deletions_due_at_index" ON "media_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "product_photos_product_id_position_index" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_photos_user_id_index" ON "product_photos" USING btree ("user_id");--> statement-breakpoint
-- Decision 18: a photo row owns its files. Whatever deletes the row (the photo's delete, or the
-- cascade from its product, collection or account), its keys are recorded in the same
-- transaction, and the server removes the files once that transaction has committed.
CREATE FUNCTION "record_deleted_photo_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "media_deletions" ("key")
	VALUES (OLD."original_key"), (OLD."card_key"), (OLD."preview_key");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_photos_record_deleted_files" AFTER DELETE ON "product_photos"
FOR EACH ROW EXECUTE FUNCTION "record_deleted_photo_files"();
