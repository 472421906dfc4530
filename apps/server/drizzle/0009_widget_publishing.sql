CREATE TABLE "widget_contacts" (
	"widget_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "widget_contacts_widget_id_contact_id_pk" PRIMARY KEY("widget_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "widget_publications" (
	"widget_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"style" jsonb NOT NULL,
	"contacts_id" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_contacts" ADD CONSTRAINT "widget_contacts_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_contacts" ADD CONSTRAINT "widget_contacts_contact_id_notifier_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notifier_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_publications" ADD CONSTRAINT "widget_publications_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "widget_contacts_contact_id_index" ON "widget_contacts" USING btree ("contact_id");