CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`username` text,
	`bio` text,
	`location` text,
	`address` text,
	`phone` text,
	`niche` text,
	`industry` text,
	`editing_skills` text,
	`reel_price` text,
	`post_price` text,
	`story_price` text,
	`company_name` text,
	`company_website` text,
	`website_url` text,
	`instagram_handle` text,
	`youtube_handle` text,
	`x_handle` text,
	`follower_count` integer DEFAULT 0 NOT NULL,
	`youtube_subscribers` integer DEFAULT 0 NOT NULL,
	`x_followers` integer DEFAULT 0 NOT NULL,
	`languages_spoken` text DEFAULT '[]' NOT NULL,
	`engagement_rate` real,
	`rating` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_username_unique` ON `profiles` (`username`);--> statement-breakpoint
CREATE INDEX `profiles_followers_idx` ON `profiles` (`follower_count`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` text DEFAULT 'influencer' NOT NULL,
	`roles` text DEFAULT '[]' NOT NULL,
	`full_name` text NOT NULL,
	`avatar_url` text,
	`last_active_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_type_created_idx` ON `users` (`user_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_last_active_idx` ON `users` (`last_active_at`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`budget` integer,
	`budget_range` text,
	`collab_type` text DEFAULT 'paid' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`deliverables` text DEFAULT '[]' NOT NULL,
	`start_date` text,
	`end_date` text,
	`deadline` text,
	`application_count` integer DEFAULT 0 NOT NULL,
	`completed_at` text,
	`deleted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_created_idx` ON `campaigns` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaigns_owner_status_created_idx` ON `campaigns` (`user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaigns_owner_created_idx` ON `campaigns` (`user_id`,`created_at`,`status`);--> statement-breakpoint
CREATE INDEX `campaigns_created_idx` ON `campaigns` (`created_at`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`message` text,
	`applied_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`completed_at` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_campaign_creator_unique` ON `applications` (`campaign_id`,`creator_id`);--> statement-breakpoint
CREATE INDEX `applications_campaign_status_idx` ON `applications` (`campaign_id`,`status`,`applied_at`);--> statement-breakpoint
CREATE INDEX `applications_campaign_applied_idx` ON `applications` (`campaign_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `applications_creator_applied_idx` ON `applications` (`creator_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `applications_brand_applied_idx` ON `applications` (`brand_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `applications_status_applied_idx` ON `applications` (`status`,`applied_at`);--> statement-breakpoint
CREATE INDEX `applications_applied_creator_idx` ON `applications` (`applied_at`,`creator_id`);--> statement-breakpoint
CREATE TABLE `work_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`submission_type` text DEFAULT 'link' NOT NULL,
	`content` text,
	`links` text DEFAULT '[]' NOT NULL,
	`file_urls` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`feedback` text,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_application_created_idx` ON `work_submissions` (`application_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `work_campaign_created_idx` ON `work_submissions` (`campaign_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `work_creator_created_idx` ON `work_submissions` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `payment_details` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`pan_number_enc` text,
	`aadhaar_number_enc` text,
	`account_number_enc` text,
	`pan_document` text,
	`aadhaar_document` text,
	`upi_id` text,
	`account_holder_name` text,
	`ifsc_code` text,
	`bank_name` text,
	`consent_given` integer DEFAULT false NOT NULL,
	`consent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_details_user_unique` ON `payment_details` (`user_id`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`application_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`deal_amount` integer NOT NULL,
	`commission_amount` integer NOT NULL,
	`creator_earnings` integer NOT NULL,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`payment_reference` text NOT NULL,
	`transaction_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_application_unique` ON `transactions` (`application_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_reference_unique` ON `transactions` (`payment_reference`);--> statement-breakpoint
CREATE INDEX `transactions_status_date_idx` ON `transactions` (`payment_status`,`transaction_date`);--> statement-breakpoint
CREATE INDEX `transactions_date_idx` ON `transactions` (`transaction_date`,`id`);--> statement-breakpoint
CREATE INDEX `transactions_creator_idx` ON `transactions` (`creator_id`,`payment_status`);--> statement-breakpoint
CREATE INDEX `transactions_campaign_idx` ON `transactions` (`campaign_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_ids` text DEFAULT '[]' NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`ip` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `broadcasts` (
	`id` text PRIMARY KEY NOT NULL,
	`sent_by` text,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`target_audience` text NOT NULL,
	`priority` text NOT NULL,
	`recipient_count` integer NOT NULL,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `broadcasts_created_idx` ON `broadcasts` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`action_url` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_read_created_idx` ON `notifications` (`user_id`,`read`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`reported_user_id` text,
	`reported_campaign_id` text,
	`report_type` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reported_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reported_campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`);--> statement-breakpoint
CREATE INDEX `reports_reported_user_idx` ON `reports` (`reported_user_id`);--> statement-breakpoint
CREATE TABLE `suspensions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`suspended_by` text,
	`suspension_type` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`expires_at` text,
	`report_id` text,
	`metadata` text DEFAULT '{}' NOT NULL,
	`admin_notes` text,
	`ended_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`suspended_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `suspensions_user_status_idx` ON `suspensions` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `suspensions_created_idx` ON `suspensions` (`created_at`);