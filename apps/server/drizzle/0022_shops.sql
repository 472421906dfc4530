-- Decision 57: a shop owns what a user owned (sites, domains, widgets, the catalog, services,
-- orders, analytics), and users belong to shops through memberships with a role. Each existing
-- user gets one shop, named after them or «Мой магазин», owned by them; every row they owned
-- moves to it. The shop takes the user's id, so moving a row is renaming its column.
CREATE TYPE "public"."shop_role" AS ENUM('OWNER', 'ADMIN', 'ORDER_MANAGER', 'CONTENT_MANAGER');--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "shops" ("id", "title", "created_at", "updated_at") OVERRIDING SYSTEM VALUE
SELECT "id",
	coalesce(nullif(btrim(concat_ws(' ', "first_name", "last_name")), ''), 'Мой магазин'),
	"created_at", "created_at"
FROM "users";--> statement-breakpoint
-- New shops are numbered after the users' ones.
SELECT setval(pg_get_serial_sequence('"shops"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "shops";--> statement-breakpoint
CREATE TABLE "shop_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "shop_role" NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "shop_members" ("shop_id", "user_id", "role", "created_at")
SELECT "id", "id", 'OWNER', "created_at" FROM "users";--> statement-breakpoint
CREATE TABLE "shop_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" "shop_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_invitations_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE TABLE "shop_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"actor_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_invitations" ADD CONSTRAINT "shop_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_actions" ADD CONSTRAINT "shop_actions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_actions" ADD CONSTRAINT "shop_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_shop_id_user_id_unique" ON "shop_members" USING btree ("shop_id","user_id");--> statement-breakpoint
CREATE INDEX "shop_members_user_id_index" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_one_owner_unique" ON "shop_members" USING btree ("shop_id") WHERE "shop_members"."role" = 'OWNER';--> statement-breakpoint
CREATE UNIQUE INDEX "shop_invitations_pending_email_unique" ON "shop_invitations" USING btree ("shop_id","email") WHERE "shop_invitations"."accepted_at" IS NULL AND "shop_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shop_actions_shop_id_id_index" ON "shop_actions" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "shop_actions_shop_id_actor_id_id_index" ON "shop_actions" USING btree ("shop_id","actor_id","id");--> statement-breakpoint
-- Every row a user owned now belongs to the shop of the same id.
ALTER TABLE "categories" DROP CONSTRAINT "categories_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "categories" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "categories_user_id_index" RENAME TO "categories_shop_id_index";--> statement-breakpoint
ALTER TABLE "characteristics" DROP CONSTRAINT "characteristics_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "characteristics" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "characteristics" ADD CONSTRAINT "characteristics_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "characteristics_user_id_index" RENAME TO "characteristics_shop_id_index";--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "collections" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "collections_user_id_index" RENAME TO "collections_shop_id_index";--> statement-breakpoint
ALTER TABLE "contact_email_tokens" DROP CONSTRAINT "contact_email_tokens_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contact_email_tokens" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "contact_email_tokens" ADD CONSTRAINT "contact_email_tokens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "contact_email_tokens_user_id_index" RENAME TO "contact_email_tokens_shop_id_index";--> statement-breakpoint
ALTER TABLE "domains" DROP CONSTRAINT "domains_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "domains" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "domains_user_id_domain_unique" RENAME TO "domains_shop_id_domain_unique";--> statement-breakpoint
ALTER TABLE "notifier_contacts" DROP CONSTRAINT "notifier_contacts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "notifier_contacts" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "notifier_contacts" ADD CONSTRAINT "notifier_contacts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "notifier_contacts_user_id_email_unique" RENAME TO "notifier_contacts_shop_id_email_unique";--> statement-breakpoint
ALTER INDEX "notifier_contacts_user_id_telegram_chat_id_unique" RENAME TO "notifier_contacts_shop_id_telegram_chat_id_unique";--> statement-breakpoint
ALTER TABLE "order_counters" DROP CONSTRAINT "order_counters_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "order_counters" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "orders_user_id_created_at_index" RENAME TO "orders_shop_id_created_at_index";--> statement-breakpoint
ALTER INDEX "orders_user_id_customer_phone_index" RENAME TO "orders_shop_id_customer_phone_index";--> statement-breakpoint
ALTER INDEX "orders_user_id_id_index" RENAME TO "orders_shop_id_id_index";--> statement-breakpoint
ALTER INDEX "orders_user_id_status_id_index" RENAME TO "orders_shop_id_status_id_index";--> statement-breakpoint
ALTER INDEX "orders_user_id_widget_id_id_index" RENAME TO "orders_shop_id_widget_id_id_index";--> statement-breakpoint
ALTER TABLE "product_daily_stats" DROP CONSTRAINT "product_daily_stats_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "product_daily_stats" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "product_daily_stats_user_id_day_index" RENAME TO "product_daily_stats_shop_id_day_index";--> statement-breakpoint
ALTER TABLE "product_photos" DROP CONSTRAINT "product_photos_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "product_photos" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "product_photos_user_id_index" RENAME TO "product_photos_shop_id_index";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "products_user_id_index" RENAME TO "products_shop_id_index";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sites" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "sites_user_id_index" RENAME TO "sites_shop_id_index";--> statement-breakpoint
ALTER TABLE "widget_daily_stats" DROP CONSTRAINT "widget_daily_stats_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "widget_daily_stats" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "widget_daily_stats" ADD CONSTRAINT "widget_daily_stats_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "widget_daily_stats_user_id_day_index" RENAME TO "widget_daily_stats_shop_id_day_index";--> statement-breakpoint
ALTER TABLE "widgets" DROP CONSTRAINT "widgets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "widgets" RENAME COLUMN "user_id" TO "shop_id";--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER INDEX "widgets_user_id_index" RENAME TO "widgets_shop_id_index";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_user_id_number_unique" TO "orders_shop_id_number_unique";--> statement-breakpoint
-- The outbox holds a shop's messages and an account's own letters (the kinds under «auth.»).
ALTER TABLE "outbox_messages" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
UPDATE "outbox_messages" SET "shop_id" = "user_id", "user_id" = NULL WHERE "kind" NOT LIKE 'auth.%';--> statement-breakpoint
DROP INDEX "outbox_messages_user_id_index";--> statement-breakpoint
CREATE INDEX "outbox_messages_user_id_index" ON "outbox_messages" USING btree ("user_id") WHERE "outbox_messages"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_shop_id_index" ON "outbox_messages" USING btree ("shop_id") WHERE "outbox_messages"."shop_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_one_owner" CHECK (("outbox_messages"."shop_id" IS NULL) <> ("outbox_messages"."user_id" IS NULL));
