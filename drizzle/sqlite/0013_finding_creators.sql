ALTER TABLE `profiles` ADD `min_price` integer;--> statement-breakpoint
ALTER TABLE `profiles` ADD `availability` text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE `profiles` ADD `public_profile` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `profiles_niche_idx` ON `profiles` (`niche`);--> statement-breakpoint
CREATE INDEX `profiles_engagement_idx` ON `profiles` (`engagement_rate`);--> statement-breakpoint
CREATE INDEX `profiles_rating_idx` ON `profiles` (`rating`);--> statement-breakpoint
CREATE INDEX `profiles_min_price_idx` ON `profiles` (`min_price`);