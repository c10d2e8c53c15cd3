CREATE TABLE "messaging"."blocked_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"type" text NOT NULL,
	"content" text,
	"caption" text,
	"sender_name" text,
	"file_key" text,
	"file_name" text,
	"mime_type" text,
	"message_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging"."blocked_messages" ADD CONSTRAINT "blocked_messages_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "messaging"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_messages_external_unique" ON "messaging"."blocked_messages" USING btree ("integration_id","external_id");--> statement-breakpoint
CREATE INDEX "blocked_messages_person_idx" ON "messaging"."blocked_messages" USING btree ("person_id","message_at");--> statement-breakpoint
CREATE INDEX "blocked_messages_file_key_idx" ON "messaging"."blocked_messages" USING btree ("file_key") WHERE file_key is not null;