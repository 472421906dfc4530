CREATE TABLE "product_daily_stats" (
	"user_id" integer NOT NULL,
	"widget_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"form_opens" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_stats_widget_id_product_id_day_pk" PRIMARY KEY("widget_id","product_id","day")
);
--> statement-breakpoint
CREATE TABLE "widget_daily_stats" (
	"user_id" integer NOT NULL,
	"widget_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"form_opens" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_daily_stats_widget_id_day_pk" PRIMARY KEY("widget_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_daily_stats" ADD CONSTRAINT "widget_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_daily_stats" ADD CONSTRAINT "widget_daily_stats_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_daily_stats_user_id_day_index" ON "product_daily_stats" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "widget_daily_stats_user_id_day_index" ON "widget_daily_stats" USING btree ("user_id","day");