CREATE TABLE "transaction_items" (
	"transaction_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"amount_centavos" integer NOT NULL,
	CONSTRAINT "transaction_items_transaction_id_item_id_pk" PRIMARY KEY("transaction_id","item_id")
);
--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "promo_centavos" integer;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "promo_until" date;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "paid_centavos" integer;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "late_fine_bps" smallint DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "monthly_interest_bps" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_item_id_cash_flow_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cash_flow_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_items_item_idx" ON "transaction_items" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_late_fine_ceiling" CHECK ("late_fine_bps" BETWEEN 0 AND 200);--> statement-breakpoint
ALTER TABLE "issuers" ADD CONSTRAINT "issuers_monthly_interest_range" CHECK ("monthly_interest_bps" BETWEEN 0 AND 1000);
