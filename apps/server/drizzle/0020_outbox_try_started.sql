ALTER TABLE "outbox_messages" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "possibly_sent" boolean DEFAULT false NOT NULL;