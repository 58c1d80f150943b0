CREATE TABLE `campaign_tag_days` (
	`day` text NOT NULL,
	`tag` text NOT NULL,
	`campaigns` integer NOT NULL,
	PRIMARY KEY(`day`, `tag`)
);
--> statement-breakpoint
CREATE TABLE `status_counts` (
	`entity` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`entity`, `status`)
);
--> statement-breakpoint
CREATE TABLE `transaction_totals` (
	`payment_status` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`deal_amount` integer NOT NULL,
	`commission_amount` integer NOT NULL,
	`creator_earnings` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `campaigns_status_collab_created_idx` ON `campaigns` (`status`,`collab_type`,`created_at`,`budget`);--> statement-breakpoint
-- Popular tags: campaigns (not deleted by their brand) per tag per India day of creation.
INSERT INTO `campaign_tag_days` (`day`, `tag`, `campaigns`)
SELECT date(c.created_at, '+330 minutes'), t.value, count(*) FROM campaigns c, json_each(c.tags) t
WHERE c.status <> 'deleted' AND t.type = 'text' AND trim(t.value) <> '' GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `campaign_tag_days_insert` AFTER INSERT ON `campaigns` WHEN new.status <> 'deleted' BEGIN
  INSERT INTO campaign_tag_days (day, tag, campaigns)
  SELECT date(new.created_at, '+330 minutes'), value, count(*) FROM json_each(new.tags)
  WHERE type = 'text' AND trim(value) <> '' GROUP BY value
  ON CONFLICT (day, tag) DO UPDATE SET campaigns = campaigns + excluded.campaigns;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_tag_days_delete` AFTER DELETE ON `campaigns` WHEN old.status <> 'deleted' BEGIN
  UPDATE campaign_tag_days
  SET campaigns = campaigns - (SELECT count(*) FROM json_each(old.tags) WHERE type = 'text' AND value = campaign_tag_days.tag)
  WHERE day = date(old.created_at, '+330 minutes') AND tag IN (SELECT value FROM json_each(old.tags) WHERE type = 'text');
  DELETE FROM campaign_tag_days WHERE day = date(old.created_at, '+330 minutes') AND campaigns <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_tag_days_update` AFTER UPDATE OF `tags`, `status`, `created_at` ON `campaigns`
WHEN old.tags IS NOT new.tags OR old.created_at IS NOT new.created_at OR (old.status = 'deleted') <> (new.status = 'deleted') BEGIN
  UPDATE campaign_tag_days
  SET campaigns = campaigns - (SELECT count(*) FROM json_each(old.tags) WHERE type = 'text' AND value = campaign_tag_days.tag)
  WHERE old.status <> 'deleted' AND day = date(old.created_at, '+330 minutes')
    AND tag IN (SELECT value FROM json_each(old.tags) WHERE type = 'text');
  DELETE FROM campaign_tag_days WHERE day = date(old.created_at, '+330 minutes') AND campaigns <= 0;
  INSERT INTO campaign_tag_days (day, tag, campaigns)
  SELECT date(new.created_at, '+330 minutes'), value, count(*) FROM json_each(new.tags)
  WHERE new.status <> 'deleted' AND type = 'text' AND trim(value) <> '' GROUP BY value
  ON CONFLICT (day, tag) DO UPDATE SET campaigns = campaigns + excluded.campaigns;
END;
--> statement-breakpoint
-- Rows per status now (users per user_type).
INSERT INTO `status_counts` (`entity`, `status`, `n`)
SELECT 'users', user_type, count(*) FROM users GROUP BY user_type
UNION ALL SELECT 'campaigns', status, count(*) FROM campaigns GROUP BY status
UNION ALL SELECT 'applications', status, count(*) FROM applications GROUP BY status
UNION ALL SELECT 'reports', status, count(*) FROM reports GROUP BY status;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO status_counts VALUES ('users', new.user_type, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_delete` AFTER DELETE ON `users` BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'users' AND status = old.user_type;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_users_update` AFTER UPDATE OF `user_type` ON `users` WHEN old.user_type IS NOT new.user_type BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'users' AND status = old.user_type;
  INSERT INTO status_counts VALUES ('users', new.user_type, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_insert` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO status_counts VALUES ('campaigns', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_delete` AFTER DELETE ON `campaigns` BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'campaigns' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_campaigns_update` AFTER UPDATE OF `status` ON `campaigns` WHEN old.status IS NOT new.status BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'campaigns' AND status = old.status;
  INSERT INTO status_counts VALUES ('campaigns', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_insert` AFTER INSERT ON `applications` BEGIN
  INSERT INTO status_counts VALUES ('applications', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_delete` AFTER DELETE ON `applications` BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'applications' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_applications_update` AFTER UPDATE OF `status` ON `applications` WHEN old.status IS NOT new.status BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'applications' AND status = old.status;
  INSERT INTO status_counts VALUES ('applications', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_reports_insert` AFTER INSERT ON `reports` BEGIN
  INSERT INTO status_counts VALUES ('reports', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_reports_delete` AFTER DELETE ON `reports` BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'reports' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `status_counts_reports_update` AFTER UPDATE OF `status` ON `reports` WHEN old.status IS NOT new.status BEGIN
  UPDATE status_counts SET n = n - 1 WHERE entity = 'reports' AND status = old.status;
  INSERT INTO status_counts VALUES ('reports', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- The commission summary: transactions and their amounts per payment status.
INSERT INTO `transaction_totals` (`payment_status`, `count`, `deal_amount`, `commission_amount`, `creator_earnings`)
SELECT payment_status, count(*), sum(deal_amount), sum(commission_amount), sum(creator_earnings) FROM transactions GROUP BY payment_status;
--> statement-breakpoint
CREATE TRIGGER `transaction_totals_insert` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO transaction_totals VALUES (new.payment_status, 1, new.deal_amount, new.commission_amount, new.creator_earnings)
  ON CONFLICT DO UPDATE SET count = count + 1, deal_amount = deal_amount + excluded.deal_amount,
    commission_amount = commission_amount + excluded.commission_amount, creator_earnings = creator_earnings + excluded.creator_earnings;
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_totals_delete` AFTER DELETE ON `transactions` BEGIN
  UPDATE transaction_totals SET count = count - 1, deal_amount = deal_amount - old.deal_amount,
    commission_amount = commission_amount - old.commission_amount, creator_earnings = creator_earnings - old.creator_earnings
  WHERE payment_status = old.payment_status;
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_totals_update` AFTER UPDATE OF `payment_status`, `deal_amount`, `commission_amount`, `creator_earnings` ON `transactions` BEGIN
  UPDATE transaction_totals SET count = count - 1, deal_amount = deal_amount - old.deal_amount,
    commission_amount = commission_amount - old.commission_amount, creator_earnings = creator_earnings - old.creator_earnings
  WHERE payment_status = old.payment_status;
  INSERT INTO transaction_totals VALUES (new.payment_status, 1, new.deal_amount, new.commission_amount, new.creator_earnings)
  ON CONFLICT DO UPDATE SET count = count + 1, deal_amount = deal_amount + excluded.deal_amount,
    commission_amount = commission_amount + excluded.commission_amount, creator_earnings = creator_earnings + excluded.creator_earnings;
END;
--> statement-breakpoint
-- Campaign search: what a search word may match (title, description, tags, the brand's name), one
-- document per campaign keyed by its rowid (VACUUM keeps the rowids of a table with other indexes).
CREATE VIEW `campaign_search_docs` AS
SELECT c.rowid AS doc, c.user_id AS brand_id, c.title AS title, c.description AS description,
  (SELECT group_concat(value, char(10)) FROM json_each(c.tags)) AS tags,
  coalesce(nullif(trim(p.company_name), ''), u.full_name) AS brand
FROM campaigns c JOIN users u ON u.id = c.user_id LEFT JOIN profiles p ON p.user_id = c.user_id;
--> statement-breakpoint
-- Trigram tokens match any substring of three characters or more, as LIKE '%word%' does; contentless,
-- so the text is not stored twice.
CREATE VIRTUAL TABLE `campaign_search` USING fts5(title, description, tags, brand, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
INSERT INTO `campaign_search` (rowid, title, description, tags, brand) SELECT doc, title, description, tags, brand FROM campaign_search_docs;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_insert` AFTER INSERT ON `campaigns` BEGIN
  INSERT INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE doc = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_update` AFTER UPDATE OF `title`, `description`, `tags`, `user_id` ON `campaigns` BEGIN
  INSERT OR REPLACE INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE doc = new.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_delete` AFTER DELETE ON `campaigns` BEGIN
  DELETE FROM campaign_search WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_brand_name` AFTER UPDATE OF `full_name` ON `users` BEGIN
  INSERT OR REPLACE INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE brand_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_profile_insert` AFTER INSERT ON `profiles` BEGIN
  INSERT OR REPLACE INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE brand_id = new.user_id;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_profile_update` AFTER UPDATE OF `company_name`, `user_id` ON `profiles` BEGIN
  INSERT OR REPLACE INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE brand_id IN (old.user_id, new.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_search_profile_delete` AFTER DELETE ON `profiles` BEGIN
  INSERT OR REPLACE INTO campaign_search (rowid, title, description, tags, brand)
  SELECT doc, title, description, tags, brand FROM campaign_search_docs WHERE brand_id = old.user_id;
END;
