ALTER TABLE "messaging"."simulator_messages" ADD COLUMN "awaiting_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messaging"."simulator_messages" ADD COLUMN "kept_file" "bytea";--> statement-breakpoint
CREATE INDEX "simulator_messages_awaiting_idx" ON "messaging"."simulator_messages" USING btree ("integration_id","seq") WHERE awaiting_delivery;