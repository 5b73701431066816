CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"value_centavos" integer NOT NULL,
	"service_code" text NOT NULL,
	"service_description" text NOT NULL,
	"iss_bps" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"number" text,
	"status_description" text,
	"authorized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_account" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"error_reason" text,
	"psp_invoice_id" text,
	"pdf_url" text,
	"number" text,
	"value_centavos" integer NOT NULL,
	"service_code" text NOT NULL,
	"service_description" text NOT NULL,
	"iss_bps" integer NOT NULL,
	"authorized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_invoices_psp_invoice_id_unique" UNIQUE("psp_invoice_id"),
	CONSTRAINT "service_invoices_error_has_reason" CHECK ("service_invoices"."status" <> 'error' or "service_invoices"."error_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_service_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_service_description" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_iss_bps" integer;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_item_id_cash_flow_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_flow_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD CONSTRAINT "service_invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_invoices_one_per_payment_item" ON "service_invoices" USING btree ("transaction_id","item_id");--> statement-breakpoint
CREATE INDEX "service_invoices_issuer_idx" ON "service_invoices" USING btree ("issuer_id","created_at");