CREATE TABLE "messaging"."robots" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"office_id" uuid NOT NULL,
	"inbox_id" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robots_kind_id_pk" PRIMARY KEY("kind","id")
);
