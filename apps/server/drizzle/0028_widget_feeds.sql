ALTER TABLE "widgets" ADD COLUMN "feed_token" text;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_feed_token_unique" UNIQUE("feed_token");