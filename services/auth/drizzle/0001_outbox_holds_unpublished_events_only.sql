-- Rows already published would otherwise be published again: the relay now reads every row as pending.
DELETE FROM "auth"."outbox" WHERE "published_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "auth"."outbox_unpublished_idx";--> statement-breakpoint
ALTER TABLE "auth"."outbox" DROP COLUMN "published_at";
