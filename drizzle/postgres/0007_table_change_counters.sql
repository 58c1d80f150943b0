-- What a value kept until the data changes (src/db/data-version.ts) is checked against, for writes
-- made by any process: one sequence per table, moved once per statement that writes the table
-- (docs/decisions/048-kept-values-on-postgres.md). nextval is not transactional, so concurrent
-- writers of one table never conflict over it, whatever their isolation. Since it moves before the
-- writer commits, the writer also holds a shared advisory lock on the table (key 1600048, the
-- table's oid) until its transaction ends: a reader that finds the lock free knows that every move
-- it reads is committed and visible. Objects outside the Drizzle schema, kept by migrations alone.
CREATE FUNCTION table_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The lock first: a bump is never seen while the table looks free and its transaction is open.
  PERFORM pg_advisory_xact_lock_shared(1600048, TG_RELID::integer);
  PERFORM nextval(format('%I.%I', TG_TABLE_SCHEMA, 'table_version__' || TG_TABLE_NAME));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Gives `tbl` its counter: a later migration that creates a table calls it too
-- (tests/integration/postgres-kept-values.test.ts checks that every table has one).
CREATE FUNCTION keep_table_version(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  SELECT n.nspname, c.relname INTO t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = tbl;
  EXECUTE format('CREATE SEQUENCE %I.%I', t.nspname, 'table_version__' || t.relname);
  EXECUTE format(
    'CREATE TRIGGER table_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION table_version_bump()',
    tbl
  );
END $$;
--> statement-breakpoint
-- Every table of the schema with its counter, in one call; version is NULL while a transaction that
-- wrote the table is open (or for a table without a counter): what reads it cannot be kept then.
-- The lock is taken and given back within the call, never waiting: a writer waits at most as long
-- as reading one sequence.
CREATE FUNCTION table_versions() RETURNS TABLE (table_name text, version bigint) LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid AS rel, c.relname, s.oid AS seq
    FROM pg_class c
    LEFT JOIN pg_class s ON s.relnamespace = c.relnamespace AND s.relkind = 'S' AND s.relname = 'table_version__' || c.relname
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
  LOOP
    table_name := t.relname;
    version := NULL;
    IF t.seq IS NOT NULL AND pg_try_advisory_lock(1600048, t.rel::integer) THEN
      version := coalesce(pg_sequence_last_value(t.seq), 0);
      PERFORM pg_advisory_unlock(1600048, t.rel::integer);
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN SELECT c.oid FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
  LOOP
    PERFORM keep_table_version(t);
  END LOOP;
END $$;
