ALTER TABLE "profiles" ADD COLUMN "min_price" bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_profile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_niche_idx" ON "profiles" USING btree ("niche");--> statement-breakpoint
CREATE INDEX "profiles_engagement_idx" ON "profiles" USING btree ("engagement_rate");--> statement-breakpoint
CREATE INDEX "profiles_rating_idx" ON "profiles" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "profiles_min_price_idx" ON "profiles" USING btree ("min_price");--> statement-breakpoint
-- Usernames are stored in lower case from now on, so the unique index holds in any case. An older
-- mixed-case one is lowered unless another account already holds it in another case (that pair
-- stays as it is; the profile update's check compares in lower case). min_price is left empty here:
-- reading a free-text price is TypeScript's work (fillMissingMinPrices at start-up, decision 074).
UPDATE profiles SET username = lower(username)
WHERE username <> lower(username)
  AND NOT EXISTS (
    SELECT 1 FROM profiles AS other
    WHERE lower(other.username) = lower(profiles.username) AND other.user_id <> profiles.user_id
  );
