CREATE SEQUENCE "public"."issuers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "association_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cnpj" text NOT NULL,
	"legal_name" text NOT NULL,
	"display_name" text NOT NULL,
	"city" text NOT NULL,
	"uf" text NOT NULL,
	"person_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_one_owner";--> statement-breakpoint
ALTER TABLE "issuers" ALTER COLUMN "id" SET DEFAULT nextval('issuers_id_seq');--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "signup_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_signup_id_association_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."association_signups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issuers_cnpj_key" ON "issuers" USING btree ("cnpj");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_one_owner" CHECK (num_nonnulls("verification_codes"."member_id", "verification_codes"."staff_id", "verification_codes"."signup_id") = 1);