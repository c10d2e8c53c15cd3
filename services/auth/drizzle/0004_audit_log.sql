CREATE TABLE "auth"."audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" inet,
	"user_agent" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"source_event_id" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_source_event_idx" ON "auth"."audit_log" USING btree ("source_event_id");--> statement-breakpoint
CREATE INDEX "audit_log_office_occurred_idx" ON "auth"."audit_log" USING btree ("office_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_office_actor_idx" ON "auth"."audit_log" USING btree ("office_id","actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_office_action_idx" ON "auth"."audit_log" USING btree ("office_id","action","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "auth"."audit_log" USING btree ("occurred_at");--> statement-breakpoint
-- Append-only: no UPDATE ever; DELETE only by the retention purge, which sets balcao.audit_purge for its transaction.
CREATE FUNCTION "auth"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('balcao.audit_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "auth"."audit_log" FOR EACH ROW EXECUTE FUNCTION "auth"."audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "auth"."audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "auth"."audit_log_append_only"();
