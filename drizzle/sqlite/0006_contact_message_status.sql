-- Existing messages become `new` through the default; who answered is kept when that admin goes.
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `answered_at` text;--> statement-breakpoint
CREATE INDEX `contact_status_created_idx` ON `contact_messages` (`status`,`created_at`);
