ALTER TABLE "transactions" ADD COLUMN "boleto_slip_url" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "disputed_at" timestamp with time zone;