CREATE TABLE "refund_transfers" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	"key_type" text NOT NULL,
	"key_sealed" text,
	"status" text NOT NULL,
	"psp_transfer_id" text,
	"psp_refusal" text,
	"returned_at" timestamp with time zone,
	"returned_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_transfers_key_only_while_owed" CHECK (("refund_transfers"."status" = 'to-return') = ("refund_transfers"."key_sealed" is not null)),
	CONSTRAINT "refund_transfers_sent_has_id" CHECK ("refund_transfers"."status" <> 'sent' or "refund_transfers"."psp_transfer_id" is not null),
	CONSTRAINT "refund_transfers_returned_when" CHECK ("refund_transfers"."status" <> 'returned' or "refund_transfers"."returned_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "pis_cofins_tax_status" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "pis_operation_bps" smallint;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "cofins_operation_bps" smallint;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_returned_by_staff_id_staff_id_fk" FOREIGN KEY ("returned_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_transfers_issuer_idx" ON "refund_transfers" USING btree ("issuer_id","status");