CREATE TYPE "public"."order_payment_status" AS ENUM('pending', 'succeeded', 'canceled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."payment_attempt_status" AS ENUM('creating', 'pending', 'waiting_for_capture', 'succeeded', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded', 'canceled');--> statement-breakpoint
ALTER TYPE "public"."shop_event_kind" ADD VALUE 'order.payment_changed';--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"test" boolean NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" "order_payment_status" DEFAULT 'pending' NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"provider_payment_id" text,
	"return_url" text NOT NULL,
	"description" text NOT NULL,
	"receipt" jsonb,
	"due_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_payments_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_payment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"idempotence_key" uuid NOT NULL,
	"provider_refund_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "order_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_payment_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"idempotence_key" uuid NOT NULL,
	"provider_payment_id" text,
	"status" "payment_attempt_status" DEFAULT 'creating' NOT NULL,
	"confirmation_url" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payment_attempts_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_payment_id_order_payments_id_fk" FOREIGN KEY ("order_payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_pending_due_at_index" ON "order_payments" USING btree ("due_at") WHERE "order_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_id_index" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_payment_id_id_index" ON "payment_attempts" USING btree ("order_payment_id","id");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_checked_at_index" ON "payment_attempts" USING btree ("checked_at") WHERE "payment_attempts"."status" in ('creating', 'pending', 'waiting_for_capture');