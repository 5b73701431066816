CREATE TABLE "issuer_whatsapp_settings" (
	"issuer_id" integer PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"app_secret_encrypted" text NOT NULL,
	"verify_token_sha256" text NOT NULL,
	"reminder_template" text NOT NULL,
	"paid_template" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"phone" text NOT NULL,
	"consent_text" text NOT NULL,
	"session_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"member_id" integer,
	"item_id" integer,
	"kind" text NOT NULL,
	"once_key" text NOT NULL,
	"phone" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"wamid" text,
	"error" text,
	"fallback_key" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"key" text PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuer_whatsapp_settings" ADD CONSTRAINT "issuer_whatsapp_settings_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_whatsapp_settings" ADD CONSTRAINT "issuer_whatsapp_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_item_id_cash_flow_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_flow_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_webhook_events" ADD CONSTRAINT "whatsapp_webhook_events_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issuer_whatsapp_phone_uq" ON "issuer_whatsapp_settings" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "issuer_whatsapp_verify_idx" ON "issuer_whatsapp_settings" USING btree ("verify_token_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_consents_open_uq" ON "whatsapp_consents" USING btree ("member_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_phone_idx" ON "whatsapp_consents" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_once_uq" ON "whatsapp_messages" USING btree ("once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_uq" ON "whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_queue_idx" ON "whatsapp_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_member_idx" ON "whatsapp_messages" USING btree ("member_id","created_at");