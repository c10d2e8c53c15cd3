-- IF NOT EXISTS: service-kit keeps the migrations journal in this same schema and creates it before this runs.
CREATE SCHEMA IF NOT EXISTS "notifications";
--> statement-breakpoint
CREATE TABLE "notifications"."conversation_inboxes" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "notifications"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."realtime_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid,
	"conversation_id" uuid,
	"user_id" uuid,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "notifications"."members" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "realtime_events_office_seq_idx" ON "notifications"."realtime_events" USING btree ("office_id","seq");--> statement-breakpoint
CREATE INDEX "realtime_events_created_at_idx" ON "notifications"."realtime_events" USING btree ("created_at");