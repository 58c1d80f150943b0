-- Nothing reads these counts since the analytics cards follow the period (docs/decisions/022); the triggers that kept them go with the table.
DROP TRIGGER `status_counts_users_insert`;--> statement-breakpoint
DROP TRIGGER `status_counts_users_delete`;--> statement-breakpoint
DROP TRIGGER `status_counts_users_update`;--> statement-breakpoint
DROP TRIGGER `status_counts_campaigns_insert`;--> statement-breakpoint
DROP TRIGGER `status_counts_campaigns_delete`;--> statement-breakpoint
DROP TRIGGER `status_counts_campaigns_update`;--> statement-breakpoint
DROP TRIGGER `status_counts_applications_insert`;--> statement-breakpoint
DROP TRIGGER `status_counts_applications_delete`;--> statement-breakpoint
DROP TRIGGER `status_counts_applications_update`;--> statement-breakpoint
DROP TRIGGER `status_counts_reports_insert`;--> statement-breakpoint
DROP TRIGGER `status_counts_reports_delete`;--> statement-breakpoint
DROP TRIGGER `status_counts_reports_update`;--> statement-breakpoint
DROP TABLE `status_counts`;
