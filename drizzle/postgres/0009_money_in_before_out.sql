ALTER TABLE "applications" ADD COLUMN "accepted_at" text;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD COLUMN "refunded_amount" bigint;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD COLUMN "refund_utr" text;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD COLUMN "refunded_at" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "adjustment" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_fundings" ADD CONSTRAINT "campaign_fundings_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_fundings_refund_utr_unique" ON "campaign_fundings" USING btree ("refund_utr");--> statement-breakpoint
UPDATE "campaign_fundings" SET "status" = 'none' WHERE "status" = 'rejected';