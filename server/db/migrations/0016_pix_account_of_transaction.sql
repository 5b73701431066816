CREATE TABLE "issuer_pix_settings_versions" (
	"revision" uuid PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"api_url" text NOT NULL,
	"oauth_url" text,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"ca_pem" text,
	"chave" text NOT NULL,
	"account_branch" text,
	"account_number" text,
	"account_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "gateway_account" text;--> statement-breakpoint
ALTER TABLE "issuer_pix_settings_versions" ADD CONSTRAINT "issuer_pix_settings_versions_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issuer_pix_settings_versions_issuer_idx" ON "issuer_pix_settings_versions" USING btree ("issuer_id");--> statement-breakpoint
-- The settings saved before this migration are versions too.
INSERT INTO "issuer_pix_settings_versions" ("revision", "issuer_id", "api_url", "oauth_url", "client_id", "client_secret_encrypted", "certificate_pem", "private_key_encrypted", "ca_pem", "chave", "account_branch", "account_number", "account_type", "created_at")
SELECT "revision", "issuer_id", "api_url", "oauth_url", "client_id", "client_secret_encrypted", "certificate_pem", "private_key_encrypted", "ca_pem", "chave", "account_branch", "account_number", "account_type", "updated_at" FROM "issuer_pix_settings";
