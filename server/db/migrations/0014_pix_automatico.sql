CREATE TABLE "recurring_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"limit_centavos" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_id" text,
	"first_transaction_id" integer,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_authorizations_gateway_id_unique" UNIQUE("gateway_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"txid" text NOT NULL,
	"transaction_id" integer,
	"amount_centavos" integer NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_charges_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
CREATE TABLE "sandbox_recurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'CRIADA' NOT NULL,
	"first_charge_id" text NOT NULL,
	"description" text NOT NULL,
	"payer_name" text NOT NULL,
	"limit_centavos" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuer_pix_settings" ADD COLUMN "account_branch" text;--> statement-breakpoint
ALTER TABLE "issuer_pix_settings" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "issuer_pix_settings" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "recurring_authorizations" ADD CONSTRAINT "recurring_authorizations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_authorizations" ADD CONSTRAINT "recurring_authorizations_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_authorizations" ADD CONSTRAINT "recurring_authorizations_first_transaction_id_transactions_id_fk" FOREIGN KEY ("first_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_authorization_id_recurring_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."recurring_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_item_id_cash_flow_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_flow_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_authorizations_member_idx" ON "recurring_authorizations" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recurring_authorizations_issuer_idx" ON "recurring_authorizations" USING btree ("issuer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_authorizations_one_live" ON "recurring_authorizations" USING btree ("member_id","issuer_id","item_kind") WHERE "recurring_authorizations"."status" in ('pending', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_once_per_item" ON "recurring_charges" USING btree ("authorization_id","item_id");--> statement-breakpoint
CREATE INDEX "recurring_charges_status_idx" ON "recurring_charges" USING btree ("status");