CREATE TABLE "member_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_sign_ins" ADD CONSTRAINT "member_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sign_ins_member_idx" ON "member_sign_ins" USING btree ("member_id","signed_in_at");--> statement-breakpoint
-- The sessions still held are the sign-ins known so far.
INSERT INTO "member_sign_ins" ("member_id", "signed_in_at") SELECT "member_id", "created_at" FROM "member_sessions";
