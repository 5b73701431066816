ALTER TABLE "sandbox_recurrences" ALTER COLUMN "first_charge_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_recurrences" ADD COLUMN "payer_account" text;