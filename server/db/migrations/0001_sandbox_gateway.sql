CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_message" text,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text,
	"installments" smallint DEFAULT 1 NOT NULL,
	"card_token" text,
	"failure_message" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "gateway_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "payment_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "request_hash" text;