CREATE TABLE "crm"."home_answers" (
	"conversation_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "home_answers_pk" PRIMARY KEY("conversation_id","asked_at")
);
--> statement-breakpoint
CREATE TABLE "crm"."home_case_lookups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"conversation_id" uuid,
	"person_name" text,
	"phone_number" text,
	"case_number" text NOT NULL,
	"status" text NOT NULL,
	"tribunal" text,
	"summary" text,
	"source" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."home_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"person_id" uuid,
	"person_name" text,
	"phone_number" text,
	"user_name" text,
	"status" text,
	"awaiting_reply" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	"version_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."home_leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"created_at" timestamp with time zone,
	"area" text,
	"version_at" timestamp with time zone NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."home_message_days" (
	"inbox_id" uuid NOT NULL,
	"day" date NOT NULL,
	"office_id" uuid NOT NULL,
	"messages" integer NOT NULL,
	CONSTRAINT "home_message_days_pk" PRIMARY KEY("inbox_id","day")
);
--> statement-breakpoint
CREATE TABLE "crm"."home_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"inbound" boolean NOT NULL,
	"is_reply" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "home_answers_inbox_idx" ON "crm"."home_answers" USING btree ("inbox_id","answered_at") INCLUDE ("seconds","conversation_id");--> statement-breakpoint
CREATE INDEX "home_case_lookups_inbox_idx" ON "crm"."home_case_lookups" USING btree ("inbox_id","searched_at");--> statement-breakpoint
CREATE INDEX "home_conversations_activity_idx" ON "crm"."home_conversations" USING btree ("inbox_id","last_activity_at") INCLUDE ("status","awaiting_reply","deleted","person_id");--> statement-breakpoint
CREATE INDEX "home_conversations_created_idx" ON "crm"."home_conversations" USING btree ("inbox_id","created_at") INCLUDE ("deleted");--> statement-breakpoint
CREATE INDEX "home_leads_created_idx" ON "crm"."home_leads" USING btree ("inbox_id","created_at") INCLUDE ("deleted","area");--> statement-breakpoint
CREATE INDEX "home_messages_conversation_idx" ON "crm"."home_messages" USING btree ("conversation_id","at");