CREATE TYPE "public"."contact_type" AS ENUM('TELEGRAM', 'EMAIL');--> statement-breakpoint
CREATE TABLE "contact_email_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_email_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifier_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifier_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" "contact_type" NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"email" text,
	"telegram_chat_id" bigint,
	"api_key_tail" text,
	"secret_key_tail" text,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifier_contacts_address_of_type" CHECK (("notifier_contacts"."type" = 'EMAIL') = ("notifier_contacts"."email" IS NOT NULL) AND ("notifier_contacts"."type" = 'TELEGRAM') = ("notifier_contacts"."telegram_chat_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "telegram_chat_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "telegram_chat_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" bigint NOT NULL,
	"chat_type" text NOT NULL,
	"chat_title" text,
	"api_key_hash" text NOT NULL,
	"secret_key_hash" text NOT NULL,
	"secret_key_tail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	CONSTRAINT "telegram_chat_keys_api_key_hash_unique" UNIQUE("api_key_hash"),
	CONSTRAINT "telegram_chat_keys_secret_key_hash_unique" UNIQUE("secret_key_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_email_tokens" ADD CONSTRAINT "contact_email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_email_tokens" ADD CONSTRAINT "contact_email_tokens_contact_id_notifier_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notifier_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifier_contacts" ADD CONSTRAINT "notifier_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_email_tokens_contact_id_index" ON "contact_email_tokens" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_email_tokens_user_id_index" ON "contact_email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifier_contacts_user_id_telegram_chat_id_unique" ON "notifier_contacts" USING btree ("user_id","telegram_chat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifier_contacts_user_id_email_unique" ON "notifier_contacts" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "notifier_contacts_telegram_chat_id_index" ON "notifier_contacts" USING btree ("telegram_chat_id");--> statement-breakpoint
CREATE INDEX "telegram_chat_keys_chat_id_index" ON "telegram_chat_keys" USING btree ("chat_id");