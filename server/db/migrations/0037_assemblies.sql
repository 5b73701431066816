CREATE TABLE "assemblies" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"voting_starts_at" timestamp with time zone NOT NULL,
	"voting_ends_at" timestamp with time zone NOT NULL,
	"cutoff_day" date,
	"notice_days" integer DEFAULT 0 NOT NULL,
	"quorum_percent" integer DEFAULT 0 NOT NULL,
	"voting_category_ids" integer[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"eligible_count" integer,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "assemblies_voting_window" CHECK ("assemblies"."voting_starts_at" < "assemblies"."voting_ends_at"),
	CONSTRAINT "assemblies_quorum_range" CHECK ("assemblies"."quorum_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "assembly_ballot_choices" (
	"ballot_id" uuid NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "assembly_ballot_choices_ballot_id_option_id_pk" PRIMARY KEY("ballot_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "assembly_ballots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assembly_id" integer NOT NULL,
	"receipt_code" text NOT NULL,
	"cast_on" date NOT NULL,
	CONSTRAINT "assembly_ballots_receipt_code_unique" UNIQUE("receipt_code")
);
--> statement-breakpoint
CREATE TABLE "assembly_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"payload" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_eligible" (
	"assembly_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"member_name" text NOT NULL,
	CONSTRAINT "assembly_eligible_assembly_id_member_id_pk" PRIMARY KEY("assembly_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "assembly_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assembly_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assembly_voters" (
	"assembly_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "assembly_voters_assembly_id_member_id_pk" PRIMARY KEY("assembly_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assemblies" ADD CONSTRAINT "assemblies_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_ballot_choices" ADD CONSTRAINT "assembly_ballot_choices_ballot_id_assembly_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."assembly_ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_ballot_choices" ADD CONSTRAINT "assembly_ballot_choices_option_id_assembly_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."assembly_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_ballots" ADD CONSTRAINT "assembly_ballots_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_documents" ADD CONSTRAINT "assembly_documents_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_eligible" ADD CONSTRAINT "assembly_eligible_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_eligible" ADD CONSTRAINT "assembly_eligible_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_options" ADD CONSTRAINT "assembly_options_question_id_assembly_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assembly_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_questions" ADD CONSTRAINT "assembly_questions_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_voters" ADD CONSTRAINT "assembly_voters_assembly_id_assemblies_id_fk" FOREIGN KEY ("assembly_id") REFERENCES "public"."assemblies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assembly_voters" ADD CONSTRAINT "assembly_voters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assemblies_issuer_idx" ON "assemblies" USING btree ("issuer_id","status");--> statement-breakpoint
CREATE INDEX "assemblies_open_idx" ON "assemblies" USING btree ("voting_ends_at") WHERE "assemblies"."status" = 'published';--> statement-breakpoint
CREATE INDEX "assembly_ballot_choices_option_idx" ON "assembly_ballot_choices" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "assembly_ballots_assembly_idx" ON "assembly_ballots" USING btree ("assembly_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assembly_documents_code_key" ON "assembly_documents" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "assembly_documents_one_per_kind" ON "assembly_documents" USING btree ("assembly_id","kind");--> statement-breakpoint
CREATE INDEX "assembly_options_question_idx" ON "assembly_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "assembly_questions_assembly_idx" ON "assembly_questions" USING btree ("assembly_id","position");