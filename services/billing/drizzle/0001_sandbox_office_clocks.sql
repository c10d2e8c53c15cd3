CREATE TABLE "billing"."sandbox_office_clocks" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
DROP TABLE "billing"."sandbox_clock" CASCADE;