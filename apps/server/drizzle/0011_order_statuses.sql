CREATE TYPE "public"."order_status_source" AS ENUM('console', 'telegram');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'IN_PROGRESS';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'DONE';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" "order_status" NOT NULL,
	"to_status" "order_status" NOT NULL,
	"source" "order_status_source" NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_id_index" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_status_id_index" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_widget_id_id_index" ON "orders" USING btree ("user_id","widget_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_index" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_customer_phone_index" ON "orders" USING btree ("user_id","customer_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_dedupe_key_pattern_index" ON "outbox_messages" USING btree ("dedupe_key" text_pattern_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_note_length" CHECK (char_length("orders"."note") <= 1000);