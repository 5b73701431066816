CREATE TABLE "contact_changes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"new_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "receipt_name" text;--> statement-breakpoint
ALTER TABLE "cash_flow_items" ADD COLUMN "receipt_cnpj" text;--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_main_per_member" ON "addresses" USING btree ("member_id") WHERE "addresses"."main";--> statement-breakpoint
CREATE UNIQUE INDEX "specialties_member_name_key" ON "specialties" USING btree ("member_id","name");