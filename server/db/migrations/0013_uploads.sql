CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "upload_id" text;--> statement-breakpoint
CREATE INDEX "uploads_flow_idx" ON "uploads" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;