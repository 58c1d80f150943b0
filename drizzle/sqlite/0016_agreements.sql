CREATE TABLE `agreements` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`text` text NOT NULL,
	`sha256` text NOT NULL,
	`accepted_by_creator_at` text,
	`accepted_by_brand_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `agreements_application_unique` ON `agreements` (`application_id`);--> statement-breakpoint
ALTER TABLE `campaigns` ADD `usage_scope` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `usage_duration_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `usage_territory` text DEFAULT 'india' NOT NULL;--> statement-breakpoint
ALTER TABLE `campaigns` ADD `usage_exclusivity_days` integer DEFAULT 0 NOT NULL;