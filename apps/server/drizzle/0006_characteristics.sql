CREATE TABLE "characteristic_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "characteristic_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"characteristic_id" integer NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "characteristic_values_id_characteristic_id_unique" UNIQUE("id","characteristic_id")
);
--> statement-breakpoint
CREATE TABLE "characteristics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "characteristics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_characteristics" (
	"product_id" integer NOT NULL,
	"characteristic_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_characteristics_product_id_characteristic_id_pk" PRIMARY KEY("product_id","characteristic_id")
);
--> statement-breakpoint
CREATE TABLE "product_main_values" (
	"product_id" integer NOT NULL,
	"characteristic_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "product_main_values_product_id_characteristic_id_value_id_pk" PRIMARY KEY("product_id","characteristic_id","value_id")
);
--> statement-breakpoint
ALTER TABLE "characteristic_values" ADD CONSTRAINT "characteristic_values_characteristic_id_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characteristics" ADD CONSTRAINT "characteristics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_characteristics" ADD CONSTRAINT "product_characteristics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_characteristics" ADD CONSTRAINT "product_characteristics_characteristic_id_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."characteristics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_main_values" ADD CONSTRAINT "product_main_values_product_characteristic_fk" FOREIGN KEY ("product_id","characteristic_id") REFERENCES "public"."product_characteristics"("product_id","characteristic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_main_values" ADD CONSTRAINT "product_main_values_value_fk" FOREIGN KEY ("value_id","characteristic_id") REFERENCES "public"."characteristic_values"("id","characteristic_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "characteristic_values_characteristic_id_position_index" ON "characteristic_values" USING btree ("characteristic_id","position");--> statement-breakpoint
CREATE INDEX "characteristics_user_id_index" ON "characteristics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_characteristics_characteristic_id_index" ON "product_characteristics" USING btree ("characteristic_id");--> statement-breakpoint
CREATE INDEX "product_main_values_value_id_index" ON "product_main_values" USING btree ("value_id");