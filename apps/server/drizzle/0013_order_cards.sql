CREATE TABLE "order_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"chat_id" bigint NOT NULL,
	"message_id" integer NOT NULL,
	CONSTRAINT "order_cards_chat_id_message_id_unique" UNIQUE("chat_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "order_cards" ADD CONSTRAINT "order_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cards" ADD CONSTRAINT "order_cards_contact_id_notifier_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."notifier_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cards_order_id_index" ON "order_cards" USING btree ("order_id");