-- Issue 28 item 4: a category change moved category_since, which also said when the membership
-- began, and applied a future-dated change at once. The membership's start is now its own column
-- (member_since), and membership_categories keeps each category a membership had, from the day it
-- started, and a change scheduled for a later day (applied by the `categorias` job on that day).
CREATE TABLE "membership_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "member_since" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_categories" ADD CONSTRAINT "membership_categories_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_categories" ADD CONSTRAINT "membership_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_categories_membership_starts_key" ON "membership_categories" USING btree ("membership_id","starts_on");--> statement-breakpoint
-- Memberships that exist began at the earlier of their category's start and their creation day.
UPDATE "memberships" SET "member_since" = least("category_since", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date);--> statement-breakpoint
INSERT INTO "membership_categories" ("membership_id", "category_id", "starts_on")
SELECT "id", "category_id", "category_since" FROM "memberships";--> statement-breakpoint
-- A writer that names only category_since (registration, a request, a seed) starts the membership
-- that day; member_since's default (the database's today) is never later than that.
CREATE FUNCTION "membership_starts"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.member_since := least(NEW.member_since, NEW.category_since);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_member_since" BEFORE INSERT ON "memberships"
FOR EACH ROW EXECUTE FUNCTION "membership_starts"();--> statement-breakpoint
-- Every category a membership takes is recorded, whoever writes it (a staff change, the
-- promotion job, a registration, a request, the scheduled-change job). When the category in force
-- that day is already the same one (a scheduled change being applied, an approval that keeps the
-- requested category) its row starts on category_since; a row of the same day is corrected.
CREATE FUNCTION "record_membership_category"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  latest membership_categories%ROWTYPE;
BEGIN
  SELECT * INTO latest FROM membership_categories h
  WHERE h.membership_id = NEW.id AND h.starts_on <= NEW.category_since
  ORDER BY h.starts_on DESC LIMIT 1;
  IF FOUND AND latest.category_id = NEW.category_id THEN
    UPDATE membership_categories SET starts_on = NEW.category_since
    WHERE id = latest.id AND starts_on <> NEW.category_since;
  ELSE
    INSERT INTO membership_categories (membership_id, category_id, starts_on)
    VALUES (NEW.id, NEW.category_id, NEW.category_since)
    ON CONFLICT (membership_id, starts_on) DO UPDATE SET category_id = EXCLUDED.category_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_category_history" AFTER INSERT OR UPDATE OF "category_id", "category_since" ON "memberships"
FOR EACH ROW EXECUTE FUNCTION "record_membership_category"();
