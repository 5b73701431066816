ALTER TABLE "reminders" ADD COLUMN "channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "reminders_created_idx" ON "reminders" USING btree ("created_at");