CREATE TABLE "health_reminder_days" (
	"association_id" integer NOT NULL,
	"day" date NOT NULL,
	"category_key" integer NOT NULL,
	"version" bigint NOT NULL,
	"channels" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_reminder_days_association_id_day_category_key_pk" PRIMARY KEY("association_id","day","category_key")
);
--> statement-breakpoint
CREATE TABLE "health_renewal_years" (
	"association_id" integer NOT NULL,
	"year" integer NOT NULL,
	"category_key" integer NOT NULL,
	"version" bigint NOT NULL,
	"cohorts" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_renewal_years_association_id_year_category_key_pk" PRIMARY KEY("association_id","year","category_key")
);
--> statement-breakpoint
ALTER TABLE "health_reminder_days" ADD CONSTRAINT "health_reminder_days_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_renewal_years" ADD CONSTRAINT "health_renewal_years_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Lembretes: a reminder recorded with an earlier date changes a day kept.
CREATE FUNCTION "reminders_health"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed timestamp with time zone := health_closed_before();
  ids integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM new_rows r JOIN cash_flow_items i ON i.id = r.item_id WHERE r.created_at < closed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(DISTINCT a) INTO ids FROM (
      SELECT unnest(coalesce(ids, '{}')) AS a
      UNION SELECT i.issuer_id FROM old_rows r JOIN cash_flow_items i ON i.id = r.item_id
      WHERE r.created_at < closed
    ) changed;
  END IF;
  IF ids IS NOT NULL AND cardinality(ids) > 0 THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reminders_health_inserted" AFTER INSERT ON "reminders"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reminders_health();--> statement-breakpoint
CREATE TRIGGER "reminders_health_updated" AFTER UPDATE ON "reminders"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reminders_health();--> statement-breakpoint
CREATE TRIGGER "reminders_health_deleted" AFTER DELETE ON "reminders"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reminders_health();
