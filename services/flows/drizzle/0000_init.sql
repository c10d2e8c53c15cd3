CREATE SCHEMA "flows";
--> statement-breakpoint
CREATE TABLE "flows"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "flows"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "flows"."case_lookups" (
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
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."flow_sessions" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"timeout_at" timestamp with time zone,
	"lookup_case_number" text,
	"lookup_step_id" text,
	"lookup_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"status" text NOT NULL,
	"person_name" text,
	"phone_number" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"flow_id" uuid,
	"agent_id" uuid,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flows"."early_messages" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "flows"."members" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "case_lookups_inbox_idx" ON "flows"."case_lookups" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE INDEX "flow_sessions_timeout_idx" ON "flows"."flow_sessions" USING btree ("timeout_at");--> statement-breakpoint
CREATE INDEX "flow_sessions_lookup_idx" ON "flows"."flow_sessions" USING btree ("lookup_claimed_at");--> statement-breakpoint
CREATE INDEX "flows_inbox_idx" ON "flows"."flows" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE INDEX "devices_flow_idx" ON "flows"."devices" USING btree ("flow_id");