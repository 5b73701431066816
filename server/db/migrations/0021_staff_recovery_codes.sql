ALTER TABLE "verification_codes" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_staff_purpose_idx" ON "verification_codes" USING btree ("staff_id","purpose","created_at");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_one_owner" CHECK (("verification_codes"."member_id" is null) <> ("verification_codes"."staff_id" is null));