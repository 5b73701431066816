CREATE TABLE "asaas_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asaas_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "asaas_customers_one_per_account" ON "asaas_customers" USING btree ("account","cpf_cnpj");