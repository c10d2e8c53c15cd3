CREATE TABLE "crm"."report_conversations" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"person_id" uuid,
	"user_id" uuid,
	"opened_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"first_response_seconds" integer,
	"resolution_seconds" integer,
	"sla_met" boolean,
	"version_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."report_ratings" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_conversations_finished_idx" ON "crm"."report_conversations" USING btree ("inbox_id","finished_at");