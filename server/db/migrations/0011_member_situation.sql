-- Membros at 100 000 members (bench:gestao-members): each membership keeps the due date of its
-- oldest open item, so that the situation filters read one column instead of the member's items,
-- and its member's name, so that a page in name order with any filter reads one index.
-- Triggers keep it, in the transaction that writes the items, whoever writes them (services,
-- seeds, raw SQL). Overdue is "earliest_open_due_at before today": nothing is written on the day
-- an item falls due.
ALTER TABLE "memberships" ADD COLUMN "earliest_open_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "member_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "cash_flow_items_member_open_idx" ON "cash_flow_items" USING btree ("member_id","issuer_id","due_at") WHERE "cash_flow_items"."paid_at" is null and "cash_flow_items"."cancelled_at" is null and "cash_flow_items"."public_ref" is null;--> statement-breakpoint
CREATE INDEX "memberships_issuer_name_idx" ON "memberships" USING btree ("issuer_id","member_name","member_id","status","category_id","earliest_open_due_at");--> statement-breakpoint
CREATE INDEX "memberships_issuer_situation_idx" ON "memberships" USING btree ("issuer_id","status","earliest_open_due_at","category_id","member_id");--> statement-breakpoint
-- The due date of a (member, issuer)'s oldest open item: the one definition of "open" for a debt.
CREATE FUNCTION "earliest_open_due_at"(of_member integer, of_issuer integer) RETURNS timestamp with time zone
LANGUAGE sql STABLE AS $$
  SELECT min(o.due_at) FROM (
    SELECT i.due_at FROM cash_flow_items i
    WHERE i.member_id = of_member AND i.issuer_id = of_issuer
      AND i.paid_at IS NULL AND i.cancelled_at IS NULL AND i.public_ref IS NULL
    -- A fence: without it min() may walk every open item in due order (cash_flow_items_open_due_idx)
    -- when statistics are stale, as after a large charge; with it, the member's entries are read.
    OFFSET 0
  ) o
$$;--> statement-breakpoint
-- Recomputes the memberships of the given (member, issuer) pairs. Their rows are locked first, in
-- id order, and read again after: a concurrent writer of the same member's items commits before
-- this one reads (read committed takes a new snapshot per statement), so neither misses the other.
CREATE FUNCTION "refresh_earliest_open_due_at"(member_ids integer[], issuer_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM memberships m
    JOIN unnest(member_ids, issuer_ids) AS k(member_id, issuer_id)
      ON m.member_id = k.member_id AND m.issuer_id = k.issuer_id
    ORDER BY m.id FOR NO KEY UPDATE OF m;
  UPDATE memberships m SET earliest_open_due_at = earliest_open_due_at(m.member_id, m.issuer_id)
  FROM unnest(member_ids, issuer_ids) AS k(member_id, issuer_id)
  WHERE m.member_id = k.member_id AND m.issuer_id = k.issuer_id
    AND m.earliest_open_due_at IS DISTINCT FROM earliest_open_due_at(m.member_id, m.issuer_id);
END
$$;--> statement-breakpoint
-- Statement triggers with transition tables, so that a charge of 100 000 items costs one statement:
-- open items written (new, reopened, moved earlier) can only bring the date forward, read from the
-- written rows alone (the update re-reads a row another transaction changed, so least() holds);
-- an open item that stops being open (paid, cancelled, deleted, moved) may have been the earliest,
-- and only its memberships are recomputed from their items.
CREATE FUNCTION "cash_flow_items_refresh_memberships"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member_ids integer[];
  issuer_ids integer[];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE memberships m SET earliest_open_due_at = least(m.earliest_open_due_at, n.due_at)
    FROM (
      SELECT member_id, issuer_id, min(due_at) AS due_at FROM new_items
      WHERE paid_at IS NULL AND cancelled_at IS NULL AND public_ref IS NULL
      GROUP BY member_id, issuer_id
    ) n
    WHERE m.member_id = n.member_id AND m.issuer_id = n.issuer_id
      AND (m.earliest_open_due_at IS NULL OR n.due_at < m.earliest_open_due_at);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(member_id), array_agg(issuer_id) INTO member_ids, issuer_ids
    FROM (
      SELECT DISTINCT o.member_id, o.issuer_id FROM old_items o JOIN new_items n ON n.id = o.id
      WHERE o.paid_at IS NULL AND o.cancelled_at IS NULL AND o.public_ref IS NULL
        AND (n.member_id, n.issuer_id, n.due_at, n.paid_at, n.cancelled_at, n.public_ref)
          IS DISTINCT FROM (o.member_id, o.issuer_id, o.due_at, o.paid_at, o.cancelled_at, o.public_ref)
    ) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(member_id), array_agg(issuer_id) INTO member_ids, issuer_ids
    FROM (
      SELECT DISTINCT member_id, issuer_id FROM old_items
      WHERE paid_at IS NULL AND cancelled_at IS NULL AND public_ref IS NULL
    ) k;
  END IF;
  IF member_ids IS NOT NULL THEN
    PERFORM refresh_earliest_open_due_at(member_ids, issuer_ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_inserted" AFTER INSERT ON "cash_flow_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_refresh_memberships();--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_updated" AFTER UPDATE ON "cash_flow_items"
  REFERENCING NEW TABLE AS new_items OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_refresh_memberships();--> statement-breakpoint
CREATE TRIGGER "cash_flow_items_deleted" AFTER DELETE ON "cash_flow_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_items_refresh_memberships();--> statement-breakpoint
-- A membership made after its member's items (a buyer who joins later), or moved to another
-- member or issuer, starts from their items and takes the member's name.
CREATE FUNCTION "memberships_start_from_member"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.earliest_open_due_at := earliest_open_due_at(NEW.member_id, NEW.issuer_id);
  NEW.member_name := (SELECT name FROM members WHERE id = NEW.member_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_keyed" BEFORE INSERT OR UPDATE OF member_id, issuer_id ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION memberships_start_from_member();--> statement-breakpoint
UPDATE "memberships" m SET "earliest_open_due_at" = earliest_open_due_at(m.member_id, m.issuer_id),
  "member_name" = (SELECT name FROM members WHERE id = m.member_id);--> statement-breakpoint
-- A member's new name reaches their memberships in the same transaction.
CREATE FUNCTION "members_rename_memberships"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships SET member_name = NEW.name WHERE member_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "members_renamed" AFTER UPDATE OF name ON "members"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION members_rename_memberships();
