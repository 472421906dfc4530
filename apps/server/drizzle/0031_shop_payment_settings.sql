CREATE TYPE "public"."payment_provider" AS ENUM('yookassa');--> statement-breakpoint
CREATE TABLE "shop_payment_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_payment_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_shop_id" text NOT NULL,
	"secret_key_encrypted" text NOT NULL,
	"secret_key_last4" text NOT NULL,
	"test" boolean NOT NULL,
	"vat_code" integer NOT NULL,
	"tax_system_code" integer,
	"receipts" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_payment_settings_shop_id_unique" UNIQUE("shop_id"),
	CONSTRAINT "shop_payment_settings_vat_code" CHECK ("shop_payment_settings"."vat_code" BETWEEN 1 AND 12),
	CONSTRAINT "shop_payment_settings_tax_system_code" CHECK ("shop_payment_settings"."tax_system_code" IS NULL OR "shop_payment_settings"."tax_system_code" BETWEEN 1 AND 6)
);
--> statement-breakpoint
ALTER TABLE "shop_payment_settings" ADD CONSTRAINT "shop_payment_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;