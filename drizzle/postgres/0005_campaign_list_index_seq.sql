DROP INDEX "campaigns_status_created_idx";--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at","seq");