-- Contains-search (ILIKE '%…%') on names, numbers and message text uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "messaging"."conversation_tags_tag_idx";--> statement-breakpoint
CREATE INDEX "conversations_inbox_status_list_idx" ON "messaging"."conversations" USING btree ("inbox_id","status","is_fixed" DESC NULLS FIRST,"activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_inbox_unread_list_idx" ON "messaging"."conversations" USING btree ("inbox_id","is_fixed" DESC NULLS FIRST,"activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status") WHERE unread_count > 0;--> statement-breakpoint
CREATE INDEX "conversations_person_idx" ON "messaging"."conversations" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "messaging"."people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_phone_trgm_idx" ON "messaging"."people" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "messages_content_trgm_idx" ON "messaging"."messages" USING gin ("content" gin_trgm_ops) WHERE type <> 'reaction' and not is_deleted;--> statement-breakpoint
CREATE INDEX "conversation_tags_tag_idx" ON "messaging"."conversation_tags" USING btree ("tag_id","conversation_id");