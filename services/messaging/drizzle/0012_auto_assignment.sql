CREATE TABLE "messaging"."assignment_settings" (
	"inbox_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"capacity" integer NOT NULL,
	"rating_window_hours" integer NOT NULL,
	"last_assigned_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."user_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"available" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
