-- IF NOT EXISTS: service-kit keeps the migrations journal in this same schema and creates it before this runs.
CREATE SCHEMA IF NOT EXISTS "messaging";
--> statement-breakpoint
CREATE TABLE "messaging"."baileys_auth_state" (
	"integration_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baileys_auth_state_pk" PRIMARY KEY("integration_id","key")
);
--> statement-breakpoint
CREATE TABLE "messaging"."conversation_tags" (
	"conversation_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "conversation_tags_conversation_id_tag_id_pk" PRIMARY KEY("conversation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"status" text NOT NULL,
	"priority" text DEFAULT 'LOW' NOT NULL,
	"is_fixed" boolean DEFAULT false NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"user_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_message_content" text,
	"last_message_direction" text,
	"last_message_type" text,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "outbox_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"phone_number" text,
	"flow_id" uuid,
	"funnel_id" uuid,
	"agent_id" uuid,
	"qr_code" text,
	"qr_code_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"modules" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text,
	"phone_number" text NOT NULL,
	"email" text,
	"document" text,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"allowed_search" boolean DEFAULT true NOT NULL,
	"image_url" text,
	"last_message_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."person_tags" (
	"person_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "person_tags_person_id_tag_id_pk" PRIMARY KEY("person_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"external_id" text,
	"direction" text NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"status" text NOT NULL,
	"message_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"is_agent" boolean DEFAULT false NOT NULL,
	"sender_name" text,
	"file_key" text,
	"file_name" text,
	"mime_type" text,
	"caption" text,
	"quoted_message_id" uuid,
	"reaction_message_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."simulator_devices" (
	"integration_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"qr_code" text,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."simulator_messages" (
	"integration_id" uuid NOT NULL,
	"id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"phone" text NOT NULL,
	"sender" text NOT NULL,
	"sender_name" text,
	"type" text NOT NULL,
	"text" text,
	"caption" text,
	"file_name" text,
	"mime_type" text,
	"status" text,
	"quoted_id" text,
	"reaction_to_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_messages_integration_id_id_pk" PRIMARY KEY("integration_id","id")
);
--> statement-breakpoint
ALTER TABLE "messaging"."conversation_tags" ADD CONSTRAINT "conversation_tags_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "messaging"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."conversation_tags" ADD CONSTRAINT "conversation_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "messaging"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD CONSTRAINT "conversations_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "messaging"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD CONSTRAINT "conversations_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "messaging"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."person_tags" ADD CONSTRAINT "person_tags_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "messaging"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."person_tags" ADD CONSTRAINT "person_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "messaging"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "messaging"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baileys_auth_state_creds_idx" ON "messaging"."baileys_auth_state" USING btree ("integration_id") WHERE "key" = 'creds';--> statement-breakpoint
CREATE INDEX "conversation_tags_tag_idx" ON "messaging"."conversation_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_open_unique" ON "messaging"."conversations" USING btree ("person_id","integration_id") WHERE status <> 'INACTIVE';--> statement-breakpoint
CREATE INDEX "conversations_inbox_list_idx" ON "messaging"."conversations" USING btree ("inbox_id","is_fixed" DESC NULLS FIRST,"activity_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_inbox_user_idx" ON "messaging"."conversations" USING btree ("inbox_id","user_id");--> statement-breakpoint
CREATE INDEX "conversations_integration_idx" ON "messaging"."conversations" USING btree ("integration_id");--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "messaging"."members" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "messaging"."outbox" USING btree ("seq") WHERE "messaging"."outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "integrations_inbox_created_idx" ON "messaging"."integrations" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_inbox_name_idx" ON "messaging"."tags" USING btree ("inbox_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "people_inbox_phone_unique" ON "messaging"."people" USING btree ("office_id","inbox_id","phone_number");--> statement-breakpoint
CREATE INDEX "people_inbox_created_idx" ON "messaging"."people" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE INDEX "person_tags_tag_idx" ON "messaging"."person_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_external_unique" ON "messaging"."messages" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messaging"."messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_inbox_recent_idx" ON "messaging"."messages" USING btree ("inbox_id","id");--> statement-breakpoint
CREATE INDEX "messages_reaction_idx" ON "messaging"."messages" USING btree ("reaction_message_id") WHERE reaction_message_id is not null;--> statement-breakpoint
CREATE INDEX "messages_file_key_idx" ON "messaging"."messages" USING btree ("file_key") WHERE file_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_devices_qr_unique" ON "messaging"."simulator_devices" USING btree ("qr_code") WHERE qr_code is not null;--> statement-breakpoint
CREATE INDEX "simulator_messages_chat_idx" ON "messaging"."simulator_messages" USING btree ("integration_id","phone","seq");