ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" integer;--> statement-breakpoint
-- Tokens of earlier releases: a session's tokens form one chain, each rotated into the next by id.
UPDATE "refresh_tokens" AS "child" SET "parent_id" = (
	SELECT max("parent"."id") FROM "refresh_tokens" AS "parent"
	WHERE "parent"."session_id" = "child"."session_id" AND "parent"."id" < "child"."id"
);--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_id_refresh_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_parent_id_unique" UNIQUE("parent_id");