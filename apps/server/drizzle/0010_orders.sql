CREATE TYPE "public"."order_status" AS ENUM('NEW');--> statement-breakpoint
CREATE TABLE "order_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"widget_id" integer,
	"site_id" integer,
	"product_id" integer,
	"page_url" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"comment" text,
	"quantity" integer NOT NULL,
	"product_title" text NOT NULL,
	"price" numeric(12, 2),
	"discount_value" numeric(12, 2) NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"module" "unit" NOT NULL,
	"status" "order_status" DEFAULT 'NEW' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"payload_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_user_id_number_unique" UNIQUE("user_id","number")
);
--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_id_id_index" ON "orders" USING btree ("user_id","id");