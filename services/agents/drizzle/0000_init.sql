CREATE SCHEMA "agents";
--> statement-breakpoint
CREATE TABLE "agents"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "agents"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."outbox" (
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
CREATE TABLE "agents"."agent_models" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."agents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar_url" text NOT NULL,
	"purpose" text NOT NULL,
	"product_name" text NOT NULL,
	"product_site" text,
	"product_description" text NOT NULL,
	"communication_style" text NOT NULL,
	"behavior" text NOT NULL,
	"agent_model_id" uuid NOT NULL,
	"allow_consulting_processes" boolean NOT NULL,
	"restrict_to_allowed_topics" boolean NOT NULL,
	"response_delay_seconds" integer NOT NULL,
	"max_interactions_per_session" integer NOT NULL,
	"can_request_human_help" boolean NOT NULL,
	"active_period_enabled" boolean NOT NULL,
	"active_period_preset" text NOT NULL,
	"custom_schedule" jsonb NOT NULL,
	"idle_actions" jsonb NOT NULL,
	"transfer_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."trainings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents"."integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"agent_id" uuid,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents"."agents" ADD CONSTRAINT "agents_agent_model_id_agent_models_id_fk" FOREIGN KEY ("agent_model_id") REFERENCES "agents"."agent_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents"."trainings" ADD CONSTRAINT "trainings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "agents"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "agents"."members" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "agents_inbox_created_idx" ON "agents"."agents" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_office_idx" ON "agents"."agents" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "trainings_agent_created_idx" ON "agents"."trainings" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "trainings_agent_active_idx" ON "agents"."trainings" USING btree ("agent_id","is_active");--> statement-breakpoint
CREATE INDEX "integrations_agent_idx" ON "agents"."integrations" USING btree ("agent_id");