-- The contacts list's total: each workspace's count of contacts and of blocked ones, kept by triggers.
CREATE TABLE "messaging"."people_counts" (
	"inbox_id" uuid NOT NULL,
	"people" integer NOT NULL,
	"blocked" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "people_counts_inbox_idx" ON "messaging"."people_counts" USING btree ("inbox_id");--> statement-breakpoint
-- Each statement that adds or removes contacts inserts a row of its changes per workspace (never
-- an update of a shared row: concurrent writers do not wait for one another), then folds the
-- workspace's rows that no other transaction holds into one (SKIP LOCKED: never waits either).
CREATE FUNCTION "messaging"."fold_people_counts"(inboxes uuid[]) RETURNS void LANGUAGE sql AS $$
  with folded as (
    delete from messaging.people_counts where ctid = any(array(
      select ctid from messaging.people_counts where inbox_id = any(inboxes) for update skip locked))
    returning inbox_id, people, blocked
  )
  insert into messaging.people_counts (inbox_id, people, blocked)
  select inbox_id, sum(people), sum(blocked) from folded group by inbox_id
$$;--> statement-breakpoint
CREATE FUNCTION "messaging"."count_people_added"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  -- Fired by every insert into people, the inbound upserts included: most add no one.
  if not exists (select 1 from added) then return null; end if;
  insert into messaging.people_counts (inbox_id, people, blocked)
  select inbox_id, count(*), count(*) filter (where is_blocked) from added group by inbox_id;
  perform messaging.fold_people_counts(array(select distinct inbox_id from added));
  return null;
end $$;--> statement-breakpoint
CREATE FUNCTION "messaging"."count_people_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if not exists (select 1 from removed) then return null; end if;
  insert into messaging.people_counts (inbox_id, people, blocked)
  select inbox_id, -count(*), -count(*) filter (where is_blocked) from removed group by inbox_id;
  perform messaging.fold_people_counts(array(select distinct inbox_id from removed));
  return null;
end $$;--> statement-breakpoint
CREATE FUNCTION "messaging"."count_people_blocked"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  insert into messaging.people_counts (inbox_id, people, blocked)
  values (new.inbox_id, 0, case when new.is_blocked then 1 else -1 end);
  return null;
end $$;--> statement-breakpoint
CREATE TRIGGER "people_counted_on_insert" AFTER INSERT ON "messaging"."people"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "messaging"."count_people_added"();--> statement-breakpoint
CREATE TRIGGER "people_counted_on_delete" AFTER DELETE ON "messaging"."people"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "messaging"."count_people_removed"();--> statement-breakpoint
-- Only statements that set is_blocked, and only rows whose value changes (PATCH /people/:id).
CREATE TRIGGER "people_counted_on_block" AFTER UPDATE OF "is_blocked" ON "messaging"."people"
  FOR EACH ROW WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked) EXECUTE FUNCTION "messaging"."count_people_blocked"();--> statement-breakpoint
-- The contacts already there (writers wait for this migration: CREATE TRIGGER locks people).
INSERT INTO "messaging"."people_counts" ("inbox_id", "people", "blocked")
  SELECT "inbox_id", count(*), count(*) FILTER (WHERE "is_blocked") FROM "messaging"."people" GROUP BY "inbox_id";
