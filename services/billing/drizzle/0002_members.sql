CREATE TABLE "billing"."members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"image_url" text,
	"inbox_ids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "members_office_idx" ON "billing"."members" USING btree ("office_id");