-- What drizzle-kit cannot express, PostgreSQL's equivalents of the SQLite migrations' triggers and
-- search (drizzle/sqlite/0002_rollups.sql, 0003_aadhaar_vault_key_checks.sql). The tables are new
-- and empty here, so no backfill is needed.

-- The strings of a JSON array (anything else in it, or a value that is no array, gives nothing).
CREATE FUNCTION json_strings(items jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT e #>> '{}' FROM jsonb_array_elements(CASE jsonb_typeof(items) WHEN 'array' THEN items ELSE '[]'::jsonb END) e
  WHERE jsonb_typeof(e) = 'string'
$$;
--> statement-breakpoint
-- Popular tags: campaigns (not deleted by their brand) per tag per India day of creation (UTC+05:30,
-- no daylight saving). Adds `delta` for each tag of one campaign; rows that fall to zero go.
CREATE FUNCTION campaign_tag_days_apply(tags jsonb, created_at text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d text := to_char(created_at::timestamptz AT TIME ZONE 'UTC' + interval '330 minutes', 'YYYY-MM-DD');
BEGIN
  INSERT INTO campaign_tag_days (day, tag, campaigns)
  SELECT d, tag, delta * count(*)::integer FROM json_strings(tags) tag WHERE trim(tag) <> '' GROUP BY tag
  ON CONFLICT (day, tag) DO UPDATE SET campaigns = campaign_tag_days.campaigns + excluded.campaigns;
  DELETE FROM campaign_tag_days WHERE day = d AND campaigns <= 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION campaign_tag_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status <> 'deleted' THEN
    PERFORM campaign_tag_days_apply(OLD.tags, OLD.created_at, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status <> 'deleted' THEN
    PERFORM campaign_tag_days_apply(NEW.tags, NEW.created_at, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_tag_days_insert_delete AFTER INSERT OR DELETE ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_tag_days_track();
--> statement-breakpoint
CREATE TRIGGER campaign_tag_days_update AFTER UPDATE OF tags, status, created_at ON campaigns FOR EACH ROW
  WHEN (OLD.tags IS DISTINCT FROM NEW.tags OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR (OLD.status = 'deleted') <> (NEW.status = 'deleted'))
  EXECUTE FUNCTION campaign_tag_days_track();
--> statement-breakpoint
-- The commission summary: transactions and their amounts per payment status.
CREATE FUNCTION transaction_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE transaction_totals SET count = count - 1, deal_amount = deal_amount - OLD.deal_amount,
      commission_amount = commission_amount - OLD.commission_amount, creator_earnings = creator_earnings - OLD.creator_earnings
    WHERE payment_status = OLD.payment_status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO transaction_totals (payment_status, count, deal_amount, commission_amount, creator_earnings)
    VALUES (NEW.payment_status, 1, NEW.deal_amount, NEW.commission_amount, NEW.creator_earnings)
    ON CONFLICT (payment_status) DO UPDATE SET count = transaction_totals.count + 1,
      deal_amount = transaction_totals.deal_amount + excluded.deal_amount,
      commission_amount = transaction_totals.commission_amount + excluded.commission_amount,
      creator_earnings = transaction_totals.creator_earnings + excluded.creator_earnings;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transaction_totals_insert_delete AFTER INSERT OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transaction_totals_track();
--> statement-breakpoint
CREATE TRIGGER transaction_totals_update AFTER UPDATE OF payment_status, deal_amount, commission_amount, creator_earnings
  ON transactions FOR EACH ROW EXECUTE FUNCTION transaction_totals_track();
--> statement-breakpoint
-- A vault row lives exactly as long as a record points to it, whatever code deletes or replaces it.
CREATE FUNCTION aadhaar_vault_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM aadhaar_vault WHERE id = OLD.aadhaar_ref;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER aadhaar_vault_release_on_delete AFTER DELETE ON payment_details FOR EACH ROW
  WHEN (OLD.aadhaar_ref IS NOT NULL) EXECUTE FUNCTION aadhaar_vault_release();
--> statement-breakpoint
CREATE TRIGGER aadhaar_vault_release_on_change AFTER UPDATE OF aadhaar_ref ON payment_details FOR EACH ROW
  WHEN (OLD.aadhaar_ref IS NOT NULL AND OLD.aadhaar_ref IS DISTINCT FROM NEW.aadhaar_ref)
  EXECUTE FUNCTION aadhaar_vault_release();
--> statement-breakpoint
-- Campaign search: a word matches a case-insensitive substring of the title, the description, a tag
-- or the brand's name. Each campaign's searchable text is one document (its parts on their own lines,
-- so no match spans two), kept by triggers as SQLite's campaign_search is; a trigram GIN index lets
-- `document ILIKE '%word%'` skip the scan for words of 3 characters or more.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE VIEW campaign_search_docs AS
SELECT c.id AS campaign_id, c.user_id AS brand_id,
  concat_ws(E'\n', c.title, c.description, (SELECT string_agg(tag, E'\n') FROM json_strings(c.tags) tag),
    coalesce(nullif(trim(p.company_name), ''), u.full_name)) AS document
FROM campaigns c JOIN users u ON u.id = c.user_id LEFT JOIN profiles p ON p.user_id = c.user_id;
--> statement-breakpoint
CREATE TABLE campaign_search (
  campaign_id text PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
  document text NOT NULL
);
--> statement-breakpoint
CREATE INDEX campaign_search_document_trgm ON campaign_search USING gin (document gin_trgm_ops);
--> statement-breakpoint
-- Writes the documents of one brand's campaigns, or of one campaign.
CREATE FUNCTION campaign_search_refresh(brand text, campaign text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO campaign_search (campaign_id, document)
  SELECT campaign_id, document FROM campaign_search_docs WHERE brand_id = brand OR campaign_id = campaign
  ON CONFLICT (campaign_id) DO UPDATE SET document = excluded.document;
$$;
--> statement-breakpoint
CREATE FUNCTION campaign_search_campaign() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_search_refresh(NULL, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_search_campaign AFTER INSERT OR UPDATE OF title, description, tags, user_id ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_search_campaign();
--> statement-breakpoint
-- The brand's name is its company name, or its full name when it has none.
CREATE FUNCTION campaign_search_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM campaign_search_refresh(NEW.id, NULL);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM campaign_search_refresh(OLD.user_id, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM campaign_search_refresh(NEW.user_id, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_search_brand_name AFTER UPDATE OF full_name ON users
  FOR EACH ROW EXECUTE FUNCTION campaign_search_brand();
--> statement-breakpoint
CREATE TRIGGER campaign_search_brand_profile AFTER INSERT OR DELETE OR UPDATE OF company_name, user_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION campaign_search_brand();
