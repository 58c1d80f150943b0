CREATE TABLE `campaign_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`message` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_invitations_campaign_creator_unique` ON `campaign_invitations` (`campaign_id`,`creator_id`);--> statement-breakpoint
CREATE INDEX `campaign_invitations_creator_created_idx` ON `campaign_invitations` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`amount` integer NOT NULL,
	`deliverables` text NOT NULL,
	`deadline` text NOT NULL,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`counter_amount` integer,
	`counter_message` text,
	`decline_reason` text,
	`application_id` text,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offers_open_campaign_creator_unique` ON `offers` (`campaign_id`,`creator_id`) WHERE status in ('pending', 'countered');--> statement-breakpoint
CREATE INDEX `offers_creator_created_idx` ON `offers` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offers_brand_created_idx` ON `offers` (`brand_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `offers_status_expires_idx` ON `offers` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `shortlist_creators` (
	`shortlist_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`added_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`shortlist_id`, `creator_id`),
	FOREIGN KEY (`shortlist_id`) REFERENCES `shortlists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shortlist_creators_creator_idx` ON `shortlist_creators` (`creator_id`);--> statement-breakpoint
CREATE TABLE `shortlists` (
	`id` text PRIMARY KEY NOT NULL,
	`brand_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`brand_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shortlists_brand_created_idx` ON `shortlists` (`brand_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `visibility` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `invite_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_invite_token_unique` ON `campaigns` (`invite_token`);--> statement-breakpoint
ALTER TABLE `applications` ADD `agreed_amount` integer;--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `offers` integer DEFAULT true NOT NULL;