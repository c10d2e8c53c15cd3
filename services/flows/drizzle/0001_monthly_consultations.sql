CREATE TABLE "flows"."case_consultation_months" (
	"office_id" uuid NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"exhausted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_consultation_months_office_id_month_pk" PRIMARY KEY("office_id","month")
);
