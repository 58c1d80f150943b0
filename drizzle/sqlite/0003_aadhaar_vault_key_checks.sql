CREATE TABLE `aadhaar_vault` (
	`id` text PRIMARY KEY NOT NULL,
	`number_enc` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `key_checks` (
	`kid` text PRIMARY KEY NOT NULL,
	`check_value` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `payment_details` ADD `aadhaar_ref` text REFERENCES aadhaar_vault(id);--> statement-breakpoint
-- Move every stored Aadhaar ciphertext, unchanged, into the vault under a new random reference key
-- (UUID-shaped like every other id). The reference is written before its vault row exists, so the
-- foreign key is checked at commit instead of per statement.
PRAGMA defer_foreign_keys = ON;--> statement-breakpoint
UPDATE `payment_details` SET `aadhaar_ref` =
	lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-'
	|| substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)))
	WHERE `aadhaar_number_enc` IS NOT NULL;--> statement-breakpoint
INSERT INTO `aadhaar_vault` (`id`, `number_enc`)
	SELECT `aadhaar_ref`, `aadhaar_number_enc` FROM `payment_details` WHERE `aadhaar_ref` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_details` DROP COLUMN `aadhaar_number_enc`;--> statement-breakpoint
-- A vault row lives exactly as long as a record points to it, whatever code deletes or replaces it.
CREATE TRIGGER `aadhaar_vault_release_on_delete` AFTER DELETE ON `payment_details`
	WHEN old.`aadhaar_ref` IS NOT NULL
	BEGIN DELETE FROM `aadhaar_vault` WHERE `id` = old.`aadhaar_ref`; END;--> statement-breakpoint
CREATE TRIGGER `aadhaar_vault_release_on_change` AFTER UPDATE OF `aadhaar_ref` ON `payment_details`
	WHEN old.`aadhaar_ref` IS NOT NULL AND old.`aadhaar_ref` IS NOT new.`aadhaar_ref`
	BEGIN DELETE FROM `aadhaar_vault` WHERE `id` = old.`aadhaar_ref`; END;
