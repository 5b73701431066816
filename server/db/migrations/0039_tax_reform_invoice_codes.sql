ALTER TABLE "service_invoices" ADD COLUMN "nbs_code" text;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD COLUMN "tax_situation_code" text;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD COLUMN "tax_classification_code" text;--> statement-breakpoint
ALTER TABLE "service_invoices" ADD COLUMN "operation_indicator_code" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "tax_regime" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_nbs_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_tax_situation_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_tax_classification_code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "nfse_operation_indicator_code" text;