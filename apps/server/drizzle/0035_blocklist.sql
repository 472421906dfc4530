CREATE TYPE "public"."blocked_kind" AS ENUM('PHONE', 'EMAIL', 'NETWORK');--> statement-breakpoint
CREATE TABLE "blocked_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocked_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"kind" "blocked_kind" NOT NULL,
	"value" text NOT NULL,
	"network" "cidr",
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_entries_shop_id_kind_value_unique" UNIQUE("shop_id","kind","value"),
	CONSTRAINT "blocked_entries_network_of_network" CHECK (("blocked_entries"."kind" = 'NETWORK') = ("blocked_entries"."network" is not null)),
	CONSTRAINT "blocked_entries_note_length" CHECK (char_length("blocked_entries"."note") <= 200)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejected_kind" "blocked_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejected_value" text;--> statement-breakpoint
ALTER TABLE "blocked_entries" ADD CONSTRAINT "blocked_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_id_rejected_id_index" ON "orders" USING btree ("shop_id","id") WHERE "orders"."rejected_kind" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rejection_whole" CHECK (("orders"."rejected_kind" is null) = ("orders"."rejected_value" is null));