CREATE SCHEMA "crm";
--> statement-breakpoint
CREATE TABLE "crm"."calendar_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"color" text NOT NULL,
	"location" text,
	"person_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "crm"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."outbox" (
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
CREATE TABLE "crm"."funnel_columns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"time_limit_days" integer NOT NULL,
	"show_badge_progress" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."funnels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"template_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."integrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"funnel_id" uuid,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text,
	"phone_number" text,
	"email" text,
	"image_url" text,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"modules" text[] NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."custom_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm"."lead_field_values" (
	"lead_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "lead_field_values_lead_id_field_id_pk" PRIMARY KEY("lead_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "crm"."lead_tags" (
	"lead_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "lead_tags_lead_id_tag_id_pk" PRIMARY KEY("lead_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "crm"."leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"column_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"conversation_id" uuid,
	"column_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_interaction_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm"."calendar_events" ADD CONSTRAINT "calendar_events_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "crm"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."funnel_columns" ADD CONSTRAINT "funnel_columns_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "crm"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."custom_fields" ADD CONSTRAINT "custom_fields_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "crm"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."lead_field_values" ADD CONSTRAINT "lead_field_values_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "crm"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."lead_field_values" ADD CONSTRAINT "lead_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "crm"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."lead_tags" ADD CONSTRAINT "lead_tags_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "crm"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."lead_tags" ADD CONSTRAINT "lead_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "crm"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."leads" ADD CONSTRAINT "leads_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "crm"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."leads" ADD CONSTRAINT "leads_column_id_funnel_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "crm"."funnel_columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm"."leads" ADD CONSTRAINT "leads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "crm"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_inbox_start_idx" ON "crm"."calendar_events" USING btree ("inbox_id","starts_at");--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "crm"."members" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "funnel_columns_funnel_position_idx" ON "crm"."funnel_columns" USING btree ("funnel_id","position");--> statement-breakpoint
CREATE INDEX "funnels_inbox_created_idx" ON "crm"."funnels" USING btree ("inbox_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_inbox_template_unique" ON "crm"."funnels" USING btree ("inbox_id","template_key") WHERE template_key is not null;--> statement-breakpoint
CREATE INDEX "people_inbox_idx" ON "crm"."people" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "tags_inbox_idx" ON "crm"."tags" USING btree ("inbox_id");--> statement-breakpoint
CREATE INDEX "custom_fields_funnel_idx" ON "crm"."custom_fields" USING btree ("funnel_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_field_values_field_idx" ON "crm"."lead_field_values" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "lead_tags_tag_idx" ON "crm"."lead_tags" USING btree ("tag_id","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_funnel_person_unique" ON "crm"."leads" USING btree ("funnel_id","person_id");--> statement-breakpoint
CREATE INDEX "leads_column_last_interaction_idx" ON "crm"."leads" USING btree ("column_id","last_interaction_at");--> statement-breakpoint
CREATE INDEX "leads_column_created_idx" ON "crm"."leads" USING btree ("column_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_funnel_user_idx" ON "crm"."leads" USING btree ("funnel_id","user_id");--> statement-breakpoint
CREATE INDEX "leads_person_idx" ON "crm"."leads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "leads_conversation_idx" ON "crm"."leads" USING btree ("conversation_id");