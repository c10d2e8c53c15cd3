-- Rows already published would otherwise be published again: the relay now reads every row as pending.
DELETE FROM "messaging"."outbox" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "messaging"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "messaging"."outbox" DROP COLUMN "published_at";
