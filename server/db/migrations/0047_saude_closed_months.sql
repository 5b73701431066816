CREATE TABLE "health_revenue_months" (
	"association_id" integer NOT NULL,
	"month" text NOT NULL,
	"category_key" integer NOT NULL,
	"version" bigint NOT NULL,
	"methods" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_revenue_months_association_id_month_category_key_pk" PRIMARY KEY("association_id","month","category_key")
);
--> statement-breakpoint
CREATE TABLE "health_standing_months" (
	"association_id" integer NOT NULL,
	"day" date NOT NULL,
	"version" bigint NOT NULL,
	"categories" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_standing_months_association_id_day_pk" PRIMARY KEY("association_id","day")
);
--> statement-breakpoint
CREATE TABLE "health_versions" (
	"association_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "health_revenue_months" ADD CONSTRAINT "health_revenue_months_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_standing_months" ADD CONSTRAINT "health_standing_months_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_versions" ADD CONSTRAINT "health_versions_association_id_issuers_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."issuers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_flow_items_issuer_paid_idx" ON "cash_flow_items" USING btree ("issuer_id","paid_at") WHERE "cash_flow_items"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_refunded_idx" ON "transactions" USING btree ("item_id") WHERE "transactions"."status" = 'refunded' or "transactions"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "transactions_disputed_idx" ON "transactions" USING btree ("disputed_at") WHERE "transactions"."disputed_at" is not null;--> statement-breakpoint
-- "Saúde da associação" keeps the figures of what can no longer change unnoticed: each closed
-- month (health_standing_months, health_revenue_months, health_renewal_years) and each day more
-- than 16 days ago (health_reminder_days: a reminder's 7 days). A write dated before the later of
-- the current month's first day and 8 days ago moves the association's version on, in its own
-- transaction, and figures kept under an older version are computed again. Within the last hour
-- of a month the next month counts as current, so that a write that commits after midnight is
-- not missed.
CREATE FUNCTION "health_closed_before"() RETURNS timestamp with time zone
LANGUAGE sql VOLATILE AS $$
  SELECT greatest(
    date_trunc('month', (clock_timestamp() + interval '1 hour') AT TIME ZONE 'America/Sao_Paulo')
      AT TIME ZONE 'America/Sao_Paulo',
    clock_timestamp() - interval '8 days')
$$;--> statement-breakpoint
CREATE FUNCTION "health_version_bump"(association_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO health_versions AS v (association_id, version)
  SELECT DISTINCT a, 1 FROM unnest(association_ids) AS a WHERE a IS NOT NULL ORDER BY a
  ON CONFLICT (association_id) DO UPDATE SET version = v.version + 1
$$;--> statement-breakpoint
CREATE FUNCTION "cash_flow_items_health_standing"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed timestamp with time zone := health_closed_before();
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT issuer_id) INTO ids FROM new_items
    WHERE public_ref IS NULL AND due_at < closed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT issuer_id) INTO ids FROM old_items
    WHERE public_ref IS NULL AND due_at < closed;
  ELSE
    SELECT array_agg(DISTINCT a) INTO ids FROM (
      SELECT unnest(array[o.issuer_id, n.issuer_id]) AS a
      FROM old_items o JOIN new_items n ON n.id = o.id
      WHERE (o.public_ref IS NULL OR n.public_ref IS NULL) AND (
        ((o.issuer_id, o.member_id, o.public_ref) IS DISTINCT FROM (n.issuer_id, n.member_id, n.public_ref)
          AND least(o.due_at, n.due_at) < closed)
        OR (o.due_at IS DISTINCT FROM n.due_at AND least(o.due_at, n.due_at) < closed)
        OR (o.paid_at IS DISTINCT FROM n.paid_at AND least(o.paid_at, n.paid_at) < closed)
        OR (o.cancelled_at IS DISTINCT FROM n.cancelled_at AND least(o.cancelled_at, n.cancelled_at) < closed)
        OR ((o.paid_centavos, o.amount_centavos) IS DISTINCT FROM (n.paid_centavos, n.amount_centavos)
          AND least(o.paid_at, n.paid_at) < closed))
    ) changed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_health_inserted" AFTER INSERT ON "cash_flow_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_health_standing();--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_health_updated" AFTER UPDATE ON "cash_flow_items"
  REFERENCING NEW TABLE AS new_items OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_health_standing();--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_health_deleted" AFTER DELETE ON "cash_flow_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_health_standing();--> statement-breakpoint
-- A membership counts at a closed month end when it is active today and began before that month;
-- its category today files its payments in Receita.
CREATE FUNCTION "memberships_health_standing"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed date := (health_closed_before() AT TIME ZONE 'America/Sao_Paulo')::date;
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT issuer_id) INTO ids FROM new_rows
    WHERE status = 'A' AND member_since < closed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT issuer_id) INTO ids FROM old_rows
    WHERE status = 'A' AND member_since < closed;
  ELSE
    SELECT array_agg(DISTINCT a) INTO ids FROM (
      SELECT unnest(array[o.issuer_id, n.issuer_id]) AS a
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE ((o.status, o.member_since, o.category_id, o.member_id, o.issuer_id)
          IS DISTINCT FROM (n.status, n.member_since, n.category_id, n.member_id, n.issuer_id)
        AND ((o.status = 'A' AND o.member_since < closed) OR (n.status = 'A' AND n.member_since < closed)))
        -- Receita's filter is the member's category today, whatever their status.
        OR o.category_id IS DISTINCT FROM n.category_id
    ) changed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_health_inserted" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION memberships_health_standing();--> statement-breakpoint
CREATE TRIGGER "memberships_health_updated" AFTER UPDATE ON "memberships"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION memberships_health_standing();--> statement-breakpoint
CREATE TRIGGER "memberships_health_deleted" AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION memberships_health_standing();--> statement-breakpoint
-- Histórico de categorias: a category that started before the current month moves a closed month end.
CREATE FUNCTION "membership_categories_health_standing"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed date := (health_closed_before() AT TIME ZONE 'America/Sao_Paulo')::date;
  ids integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(DISTINCT m.issuer_id) INTO ids FROM new_rows h JOIN memberships m ON m.id = h.membership_id
    WHERE h.starts_on < closed;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(DISTINCT a) INTO ids FROM (
      SELECT unnest(coalesce(ids, '{}')) AS a
      UNION SELECT m.issuer_id FROM old_rows h JOIN memberships m ON m.id = h.membership_id
      WHERE h.starts_on < closed
    ) changed;
  END IF;
  IF ids IS NOT NULL AND cardinality(ids) > 0 THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "membership_categories_health_inserted" AFTER INSERT ON "membership_categories"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_categories_health_standing();--> statement-breakpoint
CREATE TRIGGER "membership_categories_health_updated" AFTER UPDATE ON "membership_categories"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_categories_health_standing();--> statement-breakpoint
CREATE TRIGGER "membership_categories_health_deleted" AFTER DELETE ON "membership_categories"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION membership_categories_health_standing();
--> statement-breakpoint
-- Receita: a payment, refund or chargeback counts on its day (the item's paid day for a payment).
CREATE FUNCTION "transactions_health_revenue"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed timestamp with time zone := health_closed_before();
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM new_rows t JOIN cash_flow_items i ON i.id = t.item_id
    WHERE least(t.created_at, t.refunded_at, t.disputed_at, i.paid_at) < closed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM old_rows t JOIN cash_flow_items i ON i.id = t.item_id
    WHERE least(t.created_at, t.refunded_at, t.disputed_at, i.paid_at) < closed;
  ELSE
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN cash_flow_items i ON i.id IN (o.item_id, n.item_id)
    WHERE (o.item_id, o.method, o.status, o.amount_centavos, o.fee_centavos, o.refunded_centavos,
           o.created_at, o.refunded_at, o.disputed_at)
        IS DISTINCT FROM (n.item_id, n.method, n.status, n.amount_centavos, n.fee_centavos,
           n.refunded_centavos, n.created_at, n.refunded_at, n.disputed_at)
      AND least(o.created_at, o.refunded_at, o.disputed_at, n.created_at, n.refunded_at, n.disputed_at,
                i.paid_at) < closed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_health_inserted" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_health_revenue();--> statement-breakpoint
CREATE TRIGGER "transactions_health_updated" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_health_revenue();--> statement-breakpoint
CREATE TRIGGER "transactions_health_deleted" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_health_revenue();--> statement-breakpoint
-- An item paid in one payment of several leaves the "paid with no payment" figures.
CREATE FUNCTION "transaction_items_health_revenue"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  closed timestamp with time zone := health_closed_before();
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM new_rows t JOIN cash_flow_items i ON i.id = t.item_id WHERE i.paid_at < closed;
  ELSE
    SELECT array_agg(DISTINCT i.issuer_id) INTO ids
    FROM old_rows t JOIN cash_flow_items i ON i.id = t.item_id WHERE i.paid_at < closed;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM health_version_bump(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transaction_items_health_inserted" AFTER INSERT ON "transaction_items"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_items_health_revenue();--> statement-breakpoint
CREATE TRIGGER "transaction_items_health_deleted" AFTER DELETE ON "transaction_items"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_items_health_revenue();
