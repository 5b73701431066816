CREATE TABLE "issuer_asaas_settings" (
	"issuer_id" integer PRIMARY KEY NOT NULL,
	"api_url" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"webhook_token_encrypted" text NOT NULL,
	"revision" uuid NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuer_asaas_settings_versions" (
	"revision" uuid PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"api_url" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"webhook_token_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issuer_receiving" (
	"issuer_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issuer_asaas_settings" ADD CONSTRAINT "issuer_asaas_settings_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issuer_asaas_settings" ADD CONSTRAINT "issuer_asaas_settings_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issuer_asaas_settings_versions" ADD CONSTRAINT "issuer_asaas_settings_versions_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issuer_receiving" ADD CONSTRAINT "issuer_receiving_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "issuer_receiving" ADD CONSTRAINT "issuer_receiving_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "issuer_asaas_settings_versions_issuer_idx" ON "issuer_asaas_settings_versions" USING btree ("issuer_id");
--> statement-breakpoint
ALTER TABLE "issuer_receiving" ADD CONSTRAINT "issuer_receiving_known_gateway" CHECK ("issuer_receiving"."gateway" in ('sandbox', 'pix-api', 'asaas'));
