ALTER TABLE `applications` ADD `accepted_at` text;--> statement-breakpoint
ALTER TABLE `campaign_fundings` ADD `refunded_amount` integer;--> statement-breakpoint
ALTER TABLE `campaign_fundings` ADD `refund_utr` text;--> statement-breakpoint
ALTER TABLE `campaign_fundings` ADD `refund_reason` text;--> statement-breakpoint
ALTER TABLE `campaign_fundings` ADD `refunded_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `campaign_fundings` ADD `refunded_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_fundings_refund_utr_unique` ON `campaign_fundings` (`refund_utr`);--> statement-breakpoint
ALTER TABLE `payouts` ADD `adjustment` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `campaign_fundings` SET `status` = 'none' WHERE `status` = 'rejected';