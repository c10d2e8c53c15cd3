CREATE TABLE "crm"."home_conversation_days" (
	"inbox_id" uuid NOT NULL,
	"day" date NOT NULL,
	"office_id" uuid NOT NULL,
	"started" integer NOT NULL,
	CONSTRAINT "home_conversation_days_pk" PRIMARY KEY("inbox_id","day")
);
--> statement-breakpoint
-- Conversations already projected are counted on the day they started (Brazil).
INSERT INTO "crm"."home_conversation_days" ("inbox_id", "day", "office_id", "started")
SELECT "inbox_id", ("created_at" at time zone 'America/Sao_Paulo')::date, "office_id", count(*)
FROM "crm"."home_conversations" WHERE NOT "deleted" AND "created_at" IS NOT NULL
GROUP BY 1, 2, 3;
