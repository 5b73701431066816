CREATE TABLE "declared_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"issuer_id" integer NOT NULL,
	"name" text NOT NULL,
	"day" date NOT NULL,
	"points" integer NOT NULL,
	"proof_upload_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"refusal_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declared_activities" ADD CONSTRAINT "declared_activities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_activities" ADD CONSTRAINT "declared_activities_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_activities" ADD CONSTRAINT "declared_activities_proof_upload_id_uploads_id_fk" FOREIGN KEY ("proof_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_activities" ADD CONSTRAINT "declared_activities_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declared_activities_member_idx" ON "declared_activities" USING btree ("member_id","issuer_id");--> statement-breakpoint
CREATE INDEX "declared_activities_issuer_idx" ON "declared_activities" USING btree ("issuer_id","status");