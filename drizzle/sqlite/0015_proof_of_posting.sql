CREATE TABLE `live_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`url` text NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`posted_at` text NOT NULL,
	`disclosure_ok` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `live_posts_application_posted_idx` ON `live_posts` (`application_id`,`posted_at`);--> statement-breakpoint
CREATE INDEX `live_posts_campaign_posted_idx` ON `live_posts` (`campaign_id`,`posted_at`);--> statement-breakpoint
CREATE INDEX `live_posts_disclosure_created_idx` ON `live_posts` (`disclosure_ok`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_metrics` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`likes` integer DEFAULT 0 NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`shares` integer DEFAULT 0 NOT NULL,
	`saves` integer DEFAULT 0 NOT NULL,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `live_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_metrics_post_recorded_idx` ON `post_metrics` (`post_id`,`recorded_at`);--> statement-breakpoint
CREATE TABLE `tracking_clicks` (
	`application_id` text NOT NULL,
	`day` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`application_id`, `day`),
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `profiles_niche_idx`;--> statement-breakpoint
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `profiles_niche_created_idx` ON `profiles` (`niche`,`created_at`,`user_id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `destination_url` text;--> statement-breakpoint
ALTER TABLE `applications` ADD `tracking_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `applications_tracking_code_unique` ON `applications` (`tracking_code`);--> statement-breakpoint
ALTER TABLE `work_submissions` ADD `caption` text;--> statement-breakpoint
ALTER TABLE `work_submissions` ADD `override_reason` text;--> statement-breakpoint
UPDATE `profiles` SET `created_at` = (SELECT `created_at` FROM `users` WHERE `users`.`id` = `profiles`.`user_id`);