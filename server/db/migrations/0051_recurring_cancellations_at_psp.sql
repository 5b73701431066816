CREATE TABLE "recurring_cancellations" (
	"authorization_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recurring_cancellations" ADD CONSTRAINT "recurring_cancellations_authorization_id_recurring_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."recurring_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_cancellations_open_idx" ON "recurring_cancellations" USING btree ("next_attempt_at") WHERE "recurring_cancellations"."done_at" is null;