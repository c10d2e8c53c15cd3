-- A tag's conversations in list order from the links' own index: each link carries its
-- conversation's list order (is_fixed, activity_at), kept by the triggers below.
ALTER TABLE "messaging"."conversation_tags" ADD COLUMN "is_fixed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging"."conversation_tags" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A new link takes its conversation's order. FOR SHARE waits for a change of the conversation in
-- flight and reads it as committed, so that change's trigger (below) and this one never both miss.
CREATE FUNCTION "messaging"."copy_list_order_to_tag_link"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  select c.is_fixed, c.activity_at into new.is_fixed, new.activity_at
  from messaging.conversations c where c.id = new.conversation_id for share;
  return new;
end $$;--> statement-breakpoint
CREATE FUNCTION "messaging"."copy_list_order_to_tag_links"() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  update messaging.conversation_tags set is_fixed = new.is_fixed, activity_at = new.activity_at
  where conversation_id = new.id;
  return null;
end $$;--> statement-breakpoint
CREATE TRIGGER "tag_link_takes_list_order" BEFORE INSERT ON "messaging"."conversation_tags"
  FOR EACH ROW EXECUTE FUNCTION "messaging"."copy_list_order_to_tag_link"();--> statement-breakpoint
-- Only rows whose order changes (a new message, pinning): other updates of conversations skip it.
CREATE TRIGGER "list_order_reaches_tag_links" AFTER UPDATE OF "is_fixed", "activity_at" ON "messaging"."conversations"
  FOR EACH ROW WHEN (OLD.is_fixed IS DISTINCT FROM NEW.is_fixed OR OLD.activity_at IS DISTINCT FROM NEW.activity_at)
  EXECUTE FUNCTION "messaging"."copy_list_order_to_tag_links"();--> statement-breakpoint
-- The links already there (writers wait for this migration: CREATE TRIGGER locks conversations).
UPDATE "messaging"."conversation_tags" ct SET "is_fixed" = c."is_fixed", "activity_at" = c."activity_at"
  FROM "messaging"."conversations" c WHERE c."id" = ct."conversation_id";--> statement-breakpoint
DROP INDEX "messaging"."conversation_tags_tag_idx";--> statement-breakpoint
CREATE INDEX "conversation_tags_list_idx" ON "messaging"."conversation_tags" USING btree ("tag_id","is_fixed" DESC NULLS FIRST,"activity_at" DESC NULLS FIRST,"conversation_id" DESC NULLS FIRST);
