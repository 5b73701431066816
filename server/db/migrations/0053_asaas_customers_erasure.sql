ALTER TABLE "asaas_customers" ALTER COLUMN "cpf_cnpj" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "asaas_customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asaas_customers" ADD COLUMN "removal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "asaas_customers" ADD COLUMN "next_removal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "asaas_customers" ADD COLUMN "removal_error" text;--> statement-breakpoint
CREATE INDEX "asaas_customers_removals_idx" ON "asaas_customers" USING btree ("next_removal_at") WHERE "asaas_customers"."erased_at" is not null;--> statement-breakpoint
ALTER TABLE "asaas_customers" ADD CONSTRAINT "asaas_customers_erased_without_cpf" CHECK (("asaas_customers"."cpf_cnpj" is null) = ("asaas_customers"."erased_at" is not null));