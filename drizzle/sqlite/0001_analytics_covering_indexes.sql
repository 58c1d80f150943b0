DROP INDEX `campaigns_created_idx`;--> statement-breakpoint
CREATE INDEX `campaigns_created_idx` ON `campaigns` (`created_at`,`status`,`budget`);--> statement-breakpoint
DROP INDEX `transactions_date_idx`;--> statement-breakpoint
CREATE INDEX `transactions_date_idx` ON `transactions` (`transaction_date`,`id`,`payment_status`,`deal_amount`);