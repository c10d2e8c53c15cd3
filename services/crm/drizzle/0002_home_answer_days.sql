CREATE TABLE "crm"."home_answer_days" (
	"inbox_id" uuid NOT NULL,
	"day" date NOT NULL,
	"office_id" uuid NOT NULL,
	"answers" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"conversations" integer NOT NULL,
	CONSTRAINT "home_answer_days_pk" PRIMARY KEY("inbox_id","day")
);
