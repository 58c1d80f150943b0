CREATE TABLE `campaign_fundings` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`brand_id` text NOT NULL,
	`amount` integer NOT NULL,
	`reference` text NOT NULL,
	`utr` text NOT NULL,
	`status` text DEFAULT 'awaiting_confirmation' NOT NULL,
	`reason` text,
	`decided_by` text,
	`decided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`brand_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_fundings_utr_unique` ON `campaign_fundings` (`utr`);--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_fundings_reference_unique` ON `campaign_fundings` (`reference`);--> statement-breakpoint
CREATE INDEX `campaign_fundings_campaign_idx` ON `campaign_fundings` (`campaign_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `campaign_fundings_status_created_idx` ON `campaign_fundings` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`campaign_id` text NOT NULL,
	`funding_id` text,
	`payout_id` text,
	`creator_id` text,
	`actor_id` text,
	`utr` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`funding_id`) REFERENCES `campaign_fundings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ledger_campaign_idx` ON `ledger_entries` (`campaign_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_creator_idx` ON `ledger_entries` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_payout_idx` ON `ledger_entries` (`payout_id`);--> statement-breakpoint
CREATE INDEX `ledger_funding_idx` ON `ledger_entries` (`funding_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`transaction_id` text NOT NULL,
	`application_id` text NOT NULL,
	`campaign_id` text NOT NULL,
	`creator_id` text NOT NULL,
	`gross` integer NOT NULL,
	`commission` integer NOT NULL,
	`gst_on_commission` integer NOT NULL,
	`tds` integer NOT NULL,
	`net` integer NOT NULL,
	`pan_on_file` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`due_at` text NOT NULL,
	`paid_at` text,
	`utr` text,
	`paid_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`paid_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_transaction_unique` ON `payouts` (`transaction_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_utr_unique` ON `payouts` (`utr`);--> statement-breakpoint
CREATE INDEX `payouts_status_due_idx` ON `payouts` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `payouts_creator_created_idx` ON `payouts` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payouts_campaign_idx` ON `payouts` (`campaign_id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `product_value` integer;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `funding_status` text DEFAULT 'none' NOT NULL;