ALTER TABLE "event_tickets" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attachment_mime" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attachment" "bytea";