-- Back office: members searched by name or e-mail fragments and listed by name for an issuer of
-- 100 000 members (bench:gestao-members), and the overdue check of the situation filters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_name_id_idx" ON "members" USING btree ("name", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_name_trgm_idx" ON "members" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "members_email_trgm_idx" ON "members" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cash_flow_items_issuer_overdue_idx" ON "cash_flow_items" USING btree ("issuer_id", "due_at") INCLUDE ("member_id") WHERE "paid_at" IS NULL AND "cancelled_at" IS NULL AND "public_ref" IS NULL;
