-- Issue 30 part 3: categories belong to an association. The global rows become issuer 428's
-- (SPEC §3's 2701, 501, 601 keep their ids, prices and texts; failing 428, the lowest issuer that
-- uses one keeps it); every other association that used one of them gets its own row, and its
-- prices, memberships, category history and product prices follow. A category nobody uses goes.
CREATE TABLE "issuer_milestones" (
	"issuer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuer_milestones_issuer_id_kind_pk" PRIMARY KEY("issuer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "issuer_milestones" ADD CONSTRAINT "issuer_milestones_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_milestones" ADD CONSTRAINT "issuer_milestones_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- New categories take ids from the database, above SPEC §3's.
CREATE SEQUENCE "categories_id_seq" AS integer OWNED BY "categories"."id";--> statement-breakpoint
SELECT setval('categories_id_seq', greatest(coalesce((SELECT max("id") FROM "categories"), 0), 2701));--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "id" SET DEFAULT nextval('categories_id_seq');--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "issuer_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "promotes_after_years" smallint;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "promotes_to_category_id" integer;--> statement-breakpoint
CREATE TABLE "category_users_0023" AS
SELECT "issuer_id", "category_id" FROM "issuer_categories"
UNION SELECT "issuer_id", "category_id" FROM "memberships"
UNION SELECT m."issuer_id", h."category_id" FROM "membership_categories" h JOIN "memberships" m ON m."id" = h."membership_id"
UNION SELECT p."issuer_id", pp."category_id" FROM "project_prices" pp JOIN "projects" p ON p."id" = pp."project_id";--> statement-breakpoint
UPDATE "categories" c SET "issuer_id" = (
  SELECT u."issuer_id" FROM "category_users_0023" u WHERE u."category_id" = c."id"
  ORDER BY (u."issuer_id" = 428) DESC, u."issuer_id" LIMIT 1
);--> statement-breakpoint
CREATE TABLE "category_split_0023" AS
SELECT u."issuer_id", u."category_id" AS "old_id", nextval('categories_id_seq')::integer AS "new_id"
FROM "category_users_0023" u JOIN "categories" c ON c."id" = u."category_id"
WHERE c."issuer_id" <> u."issuer_id";--> statement-breakpoint
INSERT INTO "categories" ("id", "issuer_id", "description")
SELECT s."new_id", s."issuer_id", c."description" FROM "category_split_0023" s JOIN "categories" c ON c."id" = s."old_id";--> statement-breakpoint
UPDATE "issuer_categories" ic SET "category_id" = s."new_id" FROM "category_split_0023" s
WHERE ic."issuer_id" = s."issuer_id" AND ic."category_id" = s."old_id";--> statement-breakpoint
UPDATE "membership_categories" h SET "category_id" = s."new_id" FROM "memberships" m, "category_split_0023" s
WHERE h."membership_id" = m."id" AND m."issuer_id" = s."issuer_id" AND h."category_id" = s."old_id";--> statement-breakpoint
-- The history was re-pointed above: the trigger that records a category change stays out of it.
ALTER TABLE "memberships" DISABLE TRIGGER "memberships_category_history";--> statement-breakpoint
UPDATE "memberships" m SET "category_id" = s."new_id" FROM "category_split_0023" s
WHERE m."issuer_id" = s."issuer_id" AND m."category_id" = s."old_id";--> statement-breakpoint
ALTER TABLE "memberships" ENABLE TRIGGER "memberships_category_history";--> statement-breakpoint
UPDATE "project_prices" pp SET "category_id" = s."new_id" FROM "projects" p, "category_split_0023" s
WHERE pp."project_id" = p."id" AND p."issuer_id" = s."issuer_id" AND pp."category_id" = s."old_id";--> statement-breakpoint
DELETE FROM "categories" WHERE "issuer_id" IS NULL;--> statement-breakpoint
-- The rule the `promocoes` job hard-coded (SPEC §9): Aspirante, after 2 years, Titular — where
-- the association offers Titular.
UPDATE "categories" a SET "promotes_after_years" = 2, "promotes_to_category_id" = t."id"
FROM "categories" t, "issuer_categories" ic
WHERE t."issuer_id" = a."issuer_id" AND ic."issuer_id" = t."issuer_id" AND ic."category_id" = t."id"
  AND (a."id" = 501 OR a."id" IN (SELECT "new_id" FROM "category_split_0023" WHERE "old_id" = 501))
  AND (t."id" = 601 OR t."id" IN (SELECT "new_id" FROM "category_split_0023" WHERE "old_id" = 601));--> statement-breakpoint
DROP TABLE "category_split_0023";--> statement-breakpoint
DROP TABLE "category_users_0023";--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "issuer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_issuer_id_issuers_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_id_issuer_key" ON "categories" USING btree ("id","issuer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_issuer_name_key" ON "categories" USING btree ("issuer_id",lower("description"));--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_promotes_to_same_issuer_fk" FOREIGN KEY ("promotes_to_category_id","issuer_id") REFERENCES "public"."categories"("id","issuer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_categories" ADD CONSTRAINT "issuer_categories_same_issuer_fk" FOREIGN KEY ("category_id","issuer_id") REFERENCES "public"."categories"("id","issuer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_promotion_rule" CHECK (("categories"."promotes_after_years" is null) = ("categories"."promotes_to_category_id" is null)
        and ("categories"."promotes_after_years" is null or "categories"."promotes_after_years" between 1 and 50)
        and ("categories"."promotes_to_category_id" is null or "categories"."promotes_to_category_id" <> "categories"."id"));
