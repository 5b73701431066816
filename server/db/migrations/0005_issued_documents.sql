CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer,
	"transaction_id" integer,
	"payload" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_code_key" ON "issued_documents" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_receipt_per_transaction" ON "issued_documents" USING btree ("transaction_id") WHERE "issued_documents"."kind" = 'recibo';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_card_per_membership" ON "issued_documents" USING btree ("member_id","issuer_id") WHERE "issued_documents"."kind" = 'carteirinha';--> statement-breakpoint
CREATE INDEX "issued_documents_member_idx" ON "issued_documents" USING btree ("member_id","kind");--> statement-breakpoint
UPDATE "issuers" SET "cnpj" = '11222333000181' WHERE "id" = 428 AND "cnpj" IS NULL;--> statement-breakpoint
UPDATE "issuers" SET "cnpj" = '44555666000181' WHERE "id" = 1024839 AND "cnpj" IS NULL;
