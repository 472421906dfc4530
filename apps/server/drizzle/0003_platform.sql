CREATE TYPE "public"."widget_type" AS ENUM('SHOWCASE');--> statement-breakpoint
CREATE SEQUENCE "public"."catalog_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"domain" text NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"code_confirmed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_items" (
	"showcase_id" integer NOT NULL,
	"position" integer NOT NULL,
	"collection_id" integer,
	"category_id" integer,
	CONSTRAINT "showcase_items_showcase_id_position_pk" PRIMARY KEY("showcase_id","position"),
	CONSTRAINT "showcase_items_one_node" CHECK (num_nonnulls("showcase_items"."collection_id", "showcase_items"."category_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showcases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"widget_id" integer NOT NULL,
	"identifier" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcases_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "widgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type_widget" "widget_type" DEFAULT 'SHOWCASE' NOT NULL,
	"tag_div" text NOT NULL,
	"style" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widgets_tag_div_unique" UNIQUE("tag_div")
);
--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" SET DEFAULT nextval('catalog_node_id_seq');--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "id" SET DEFAULT nextval('catalog_node_id_seq');--> statement-breakpoint
SELECT setval('catalog_node_id_seq', greatest((SELECT max("id") FROM "collections"), (SELECT max("id") FROM "categories"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_showcase_id_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_items" ADD CONSTRAINT "showcase_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcases" ADD CONSTRAINT "showcases_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_user_id_domain_unique" ON "domains" USING btree ("user_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_confirmed_domain_unique" ON "domains" USING btree ("domain") WHERE "domains"."is_confirmed";--> statement-breakpoint
CREATE INDEX "domains_site_id_index" ON "domains" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "showcase_items_collection_id_index" ON "showcase_items" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "showcase_items_category_id_index" ON "showcase_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "showcases_widget_id_index" ON "showcases" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "sites_user_id_index" ON "sites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "widgets_user_id_index" ON "widgets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "widgets_site_id_index" ON "widgets" USING btree ("site_id");