CREATE TABLE "agents"."agent_sessions" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"history" jsonb NOT NULL,
	"answer_due_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_count" integer,
	"idle_due_at" timestamp with time zone,
	"idle_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."early_messages" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."office_credits" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"available" integer NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"status" text NOT NULL,
	"person_name" text,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agent_sessions_answer_due_idx" ON "agents"."agent_sessions" USING btree ("answer_due_at");--> statement-breakpoint
CREATE INDEX "agent_sessions_idle_due_idx" ON "agents"."agent_sessions" USING btree ("idle_due_at");