CREATE TYPE "public"."message_template_kind" AS ENUM('TELEGRAM_ORDER', 'EMAIL_ORDER', 'BUYER_ACCEPTED', 'BUYER_IN_PROGRESS', 'BUYER_DONE', 'BUYER_CANCELLED');--> statement-breakpoint
CREATE TABLE "message_templates" (
	"shop_id" integer NOT NULL,
	"kind" "message_template_kind" NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;