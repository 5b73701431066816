ALTER TABLE "events" ADD COLUMN "certificates_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "event_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "points_goal" smallint;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "points_years" smallint;--> statement-breakpoint
ALTER TABLE "issuers" ADD COLUMN "points_max_per_year" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_one_certificate_per_ticket" ON "issued_documents" USING btree ("event_ticket_id") WHERE "issued_documents"."kind" = 'certificado';--> statement-breakpoint
UPDATE "issuers" SET "points_goal" = 100, "points_years" = 5, "points_max_per_year" = 40 WHERE "id" = 428 AND "points_goal" IS NULL;
