-- Decision 54: a photo's files are named by their sizes alike everywhere: orig (2560 px),
-- preview (800 px), small (320 px). The 800 px file was the row's card_key and the API's preview;
-- the 320 px one was the row's preview_key and the public answers' small.
ALTER TABLE "product_photos" RENAME COLUMN "preview_key" TO "small_key";--> statement-breakpoint
ALTER TABLE "product_photos" RENAME COLUMN "card_key" TO "preview_key";--> statement-breakpoint
ALTER TABLE "product_photos" RENAME COLUMN "original_key" TO "orig_key";--> statement-breakpoint
-- The trigger of migration 0005 names the columns in its body, which a rename does not follow.
CREATE OR REPLACE FUNCTION "record_deleted_photo_files"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "media_deletions" ("key")
	VALUES (OLD."orig_key"), (OLD."preview_key"), (OLD."small_key");
	RETURN NULL;
END
$$;
