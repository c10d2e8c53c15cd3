CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE TABLE "billing"."accounts" (
	"office_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"signed_up_at" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"document" text,
	"gateway_customer_id" text,
	"access" jsonb,
	"access_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."handled_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handled_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "billing"."outbox" (
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
CREATE TABLE "billing"."credit_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"holder_name" text NOT NULL,
	"gateway_token" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"interval" text NOT NULL,
	"billing_type" text NOT NULL,
	"installment_count" integer,
	"credit_card_id" uuid,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"plan_id" text,
	"interval" text,
	"credits" integer,
	"amount_cents" integer NOT NULL,
	"billing_type" text NOT NULL,
	"installment_count" integer,
	"credit_card_id" uuid,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"gateway_payment_id" text,
	"payment_url" text,
	"receipt_url" text,
	"pix_payload" text,
	"renewal_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."credit_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"declines" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"billing_type" text NOT NULL,
	"value_cents" integer NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"external_reference" text,
	"due_date" text NOT NULL,
	"pix_payload" text,
	"installment_count" integer,
	"card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing"."sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_cards_office_idx" ON "billing"."credit_cards" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cards_one_default_uq" ON "billing"."credit_cards" USING btree ("office_id") WHERE "billing"."credit_cards"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_office_uq" ON "billing"."subscriptions" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "subscriptions_period_end_idx" ON "billing"."subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "invoices_office_created_idx" ON "billing"."invoices" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_gateway_payment_uq" ON "billing"."invoices" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_renewal_uq" ON "billing"."invoices" USING btree ("renewal_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_kind_ref_uq" ON "billing"."credit_ledger" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "credit_ledger_office_idx" ON "billing"."credit_ledger" USING btree ("office_id","created_at");