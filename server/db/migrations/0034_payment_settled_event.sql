CREATE TABLE "payment_settled_effects" (
	"event_id" integer NOT NULL,
	"handler" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_settled_effects_event_id_handler_pk" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
CREATE TABLE "payment_settled_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"item_ids" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "payment_settled_effects" ADD CONSTRAINT "payment_settled_effects_event_id_payment_settled_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."payment_settled_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_settled_effects_open_idx" ON "payment_settled_effects" USING btree ("status") WHERE "payment_settled_effects"."status" <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settled_events_transaction_uq" ON "payment_settled_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_settled_events_open_idx" ON "payment_settled_events" USING btree ("id") WHERE "payment_settled_events"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_once_key_uq" ON "outbound_messages" USING btree ("once_key");