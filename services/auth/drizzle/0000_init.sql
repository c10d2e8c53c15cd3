-- IF NOT EXISTS: service-kit keeps the migrations journal in this same schema and creates it before this runs.
CREATE SCHEMA IF NOT EXISTS "auth";
--> statement-breakpoint
CREATE TABLE "auth"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "auth"."outbox" (
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
CREATE TABLE "auth"."inboxes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."offices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"in_onboarding" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_protected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."user_inboxes" (
	"user_id" uuid NOT NULL,
	"inbox_id" uuid NOT NULL,
	CONSTRAINT "user_inboxes_user_id_inbox_id_pk" PRIMARY KEY("user_id","inbox_id")
);
--> statement-breakpoint
CREATE TABLE "auth"."users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text,
	"document" text,
	"image_url" text,
	"password_hash" text NOT NULL,
	"notification_sound" text DEFAULT 'pop.mp3' NOT NULL,
	"last_inbox_used" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."phone_verifications" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."inboxes" ADD CONSTRAINT "inboxes_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "auth"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."roles" ADD CONSTRAINT "roles_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "auth"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."user_inboxes" ADD CONSTRAINT "user_inboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."user_inboxes" ADD CONSTRAINT "user_inboxes_inbox_id_inboxes_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "auth"."inboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD CONSTRAINT "users_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "auth"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "auth"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."users" ADD CONSTRAINT "users_last_inbox_used_inboxes_id_fk" FOREIGN KEY ("last_inbox_used") REFERENCES "auth"."inboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth"."phone_verifications" ADD CONSTRAINT "phone_verifications_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "auth"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_unpublished_idx" ON "auth"."outbox" USING btree ("seq") WHERE "auth"."outbox"."published_at" is null;--> statement-breakpoint
CREATE INDEX "inboxes_office_id_idx" ON "auth"."inboxes" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "roles_office_id_idx" ON "auth"."roles" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_office_name_unique_idx" ON "auth"."roles" USING btree ("office_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_inboxes_inbox_id_idx" ON "auth"."user_inboxes" USING btree ("inbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique_idx" ON "auth"."users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_office_name_idx" ON "auth"."users" USING btree ("office_id","name");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "auth"."users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "auth"."password_resets" USING btree ("user_id");