CREATE TABLE "notifications"."conversation_statuses" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"status" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid,
	"user_id" uuid NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"event_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."news_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"description_html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notifications"."news_reads" (
	"user_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "notifications"."support_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications"."lead_deadlines" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"column_changed_at" timestamp with time zone NOT NULL,
	"time_limit_days" integer NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications"."news_reads" ADD CONSTRAINT "news_reads_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "notifications"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_idx" ON "notifications"."notifications" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_item_idx" ON "notifications"."notifications" USING btree ("user_id","module","item_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications"."notifications" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "news_items_date_idx" ON "notifications"."news_items" USING btree ("date");--> statement-breakpoint
CREATE INDEX "support_tickets_office_idx" ON "notifications"."support_tickets" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_deadlines_due_idx" ON "notifications"."lead_deadlines" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "lead_deadlines_column_idx" ON "notifications"."lead_deadlines" USING btree ("column_id");