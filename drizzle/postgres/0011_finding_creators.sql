ALTER TABLE "profiles" ADD COLUMN "min_price" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_niche_idx" ON "profiles" USING btree ("niche");--> statement-breakpoint
CREATE INDEX "profiles_engagement_idx" ON "profiles" USING btree ("engagement_rate");--> statement-breakpoint
CREATE INDEX "profiles_rating_idx" ON "profiles" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "profiles_min_price_idx" ON "profiles" USING btree ("min_price");