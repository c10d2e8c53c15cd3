CREATE TABLE "messaging"."business_hours" (
	"inbox_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"time_zone" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"holidays" jsonb NOT NULL,
	"out_of_hours_message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."out_of_hours_replies" (
	"conversation_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"message_event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "out_of_hours_replies_conversation_id_period_key_pk" PRIMARY KEY("conversation_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "messaging"."sla_policies" (
	"inbox_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"next_response_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "sla_breached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversations_sla_due_idx" ON "messaging"."conversations" USING btree ("sla_due_at") WHERE sla_due_at is not null and sla_breached_at is null;