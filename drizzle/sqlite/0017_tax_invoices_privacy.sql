CREATE TABLE `invoice_counters` (
	`fy` text PRIMARY KEY NOT NULL,
	`last_serial` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`fy` text NOT NULL,
	`serial` integer NOT NULL,
	`kind` text NOT NULL,
	`refers_to` text,
	`payout_id` text NOT NULL,
	`recipient_id` text,
	`recipient_name` text NOT NULL,
	`recipient_gstin` text,
	`recipient_state` text NOT NULL,
	`supplier_name` text NOT NULL,
	`supplier_address` text NOT NULL,
	`supplier_gstin` text NOT NULL,
	`supplier_state` text NOT NULL,
	`sac` text NOT NULL,
	`taxable_value` integer NOT NULL,
	`cgst` integer DEFAULT 0 NOT NULL,
	`sgst` integer DEFAULT 0 NOT NULL,
	`igst` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`issued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_fy_serial_unique` ON `invoices` (`fy`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_payout_kind_unique` ON `invoices` (`payout_id`,`kind`);--> statement-breakpoint
CREATE INDEX `invoices_recipient_issued_idx` ON `invoices` (`recipient_id`,`issued_at`);--> statement-breakpoint
CREATE TABLE `consents` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`notice_version` text NOT NULL,
	`purpose` text NOT NULL,
	`given_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`withdrawn_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consents_user_given_idx` ON `consents` (`user_id`,`given_at`);--> statement-breakpoint
CREATE TABLE `data_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`file_key` text,
	`ready_at` text,
	`expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_exports_user_created_idx` ON `data_exports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `data_exports_status_idx` ON `data_exports` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `grievances` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`subject` text NOT NULL,
	`details` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`due_at` text NOT NULL,
	`response` text,
	`answered_at` text,
	`answered_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `grievances_status_due_idx` ON `grievances` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `grievances_user_created_idx` ON `grievances` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `state` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `gstin` text;--> statement-breakpoint
ALTER TABLE `users` ADD `erased_at` text;