-- A version per boat and per calendar, raised in the same transaction as every change to what the slot search reads
-- (reservations: hold, release, expiry, booking, change, cancel; closures: close, reopen; calendar hours and
-- blackouts). Each API process keeps the search's inputs in memory with the version they were read at, and reads
-- the versions (one small query) on every search: a change made by any process shows on the next search of every
-- other. Keys: 'boat:<boat id>', 'calendar:<calendar id>'; a key without a row is version 0.
CREATE TABLE availability_versions (
  key     text   PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION raise_availability_versions(keys text[]) RETURNS void LANGUAGE sql VOLATILE AS $fn$
  -- In key order, so that two transactions raising the same keys wait for each other rather than deadlock.
  INSERT INTO availability_versions (key, version)
  SELECT DISTINCT k, 1 FROM unnest(keys) AS k WHERE k IS NOT NULL ORDER BY k
  ON CONFLICT (key) DO UPDATE SET version = availability_versions.version + 1;
$fn$;

CREATE FUNCTION boat_reservations_changed() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  PERFORM raise_availability_versions(ARRAY(SELECT 'boat:' || boat_id FROM changed_rows));
  RETURN NULL;
END
$fn$;
CREATE FUNCTION calendar_closures_changed() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  PERFORM raise_availability_versions(ARRAY(SELECT 'boat:' || b FROM changed_rows, unnest(boat_ids) AS b));
  RETURN NULL;
END
$fn$;
CREATE FUNCTION calendar_rows_changed() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  PERFORM raise_availability_versions(ARRAY(SELECT 'calendar:' || calendar_id FROM changed_rows));
  RETURN NULL;
END
$fn$;

-- Statement triggers with transition tables, one per event (a trigger with transition tables fires on one event).
-- An update keeps a row's boat and calendar ids (they identify it), so its new rows name the keys to raise.
DO $do$
DECLARE
  spec record;
  event text;
BEGIN
  FOR spec IN SELECT * FROM (VALUES
    ('boat_reservations', 'boat_reservations_changed'),
    ('calendar_closures', 'calendar_closures_changed'),
    ('boat_calendars', 'calendar_rows_changed'),
    ('calendar_hours', 'calendar_rows_changed'),
    ('calendar_blackouts', 'calendar_rows_changed')) AS s(tbl, fn)
  LOOP
    FOREACH event IN ARRAY ARRAY['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        spec.tbl || '_versions_' || lower(event), event, spec.tbl,
        CASE event WHEN 'DELETE' THEN 'OLD TABLE AS changed_rows' ELSE 'NEW TABLE AS changed_rows' END,
        spec.fn);
    END LOOP;
  END LOOP;
END
$do$;
