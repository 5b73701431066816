CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"field" text,
	"new_value" text,
	"reason" text,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"kept_reason" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_correction_fields" CHECK ("privacy_requests"."kind" <> 'correction' or ("privacy_requests"."field" is not null and "privacy_requests"."new_value" is not null))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_issuer_idx" ON "privacy_requests" USING btree ("issuer_id","status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_member_idx" ON "privacy_requests" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_pending_erasure" ON "privacy_requests" USING btree ("member_id","issuer_id") WHERE "privacy_requests"."kind" = 'erasure' and "privacy_requests"."status" = 'pending';