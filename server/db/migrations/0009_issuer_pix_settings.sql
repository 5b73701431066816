CREATE TABLE "issuer_pix_settings" (
	"issuer_id" integer PRIMARY KEY NOT NULL,
	"api_url" text NOT NULL,
	"oauth_url" text,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"ca_pem" text,
	"chave" text NOT NULL,
	"revision" uuid NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuer_pix_settings" ADD CONSTRAINT "issuer_pix_settings_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_pix_settings" ADD CONSTRAINT "issuer_pix_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;