CREATE TABLE "messaging"."fast_message_tags" (
	"fast_message_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "fast_message_tags_fast_message_id_tag_id_pk" PRIMARY KEY("fast_message_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "messaging"."fast_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"template_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messaging"."tags_inbox_name_idx";--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "notes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "awaiting_evaluation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "evaluation_score" integer;--> statement-breakpoint
ALTER TABLE "messaging"."conversations" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messaging"."fast_message_tags" ADD CONSTRAINT "fast_message_tags_fast_message_id_fast_messages_id_fk" FOREIGN KEY ("fast_message_id") REFERENCES "messaging"."fast_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."fast_message_tags" ADD CONSTRAINT "fast_message_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "messaging"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging"."notes" ADD CONSTRAINT "notes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "messaging"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fast_message_tags_tag_idx" ON "messaging"."fast_message_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "fast_messages_inbox_idx" ON "messaging"."fast_messages" USING btree ("inbox_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fast_messages_template_unique" ON "messaging"."fast_messages" USING btree ("inbox_id","template_key") WHERE template_key is not null;--> statement-breakpoint
CREATE INDEX "notes_conversation_idx" ON "messaging"."notes" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "conversations_awaiting_evaluation_idx" ON "messaging"."conversations" USING btree ("person_id","integration_id") WHERE awaiting_evaluation_until is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_inbox_name_unique" ON "messaging"."tags" USING btree ("inbox_id",lower("name"));