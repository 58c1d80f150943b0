-- Analytics leave withdrawn applications out (docs/product.md#withdraw): the period index holds the status.
DROP INDEX `applications_applied_creator_idx`;--> statement-breakpoint
CREATE INDEX `applications_applied_creator_idx` ON `applications` (`applied_at`,`creator_id`,`status`);