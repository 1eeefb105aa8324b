-- Writing a hold as three functions (called from src/server/booking/holdStatements.ts). A function's statements
-- are planned once per connection rather than on every request, and a hold is one statement: one round trip.
-- They are VOLATILE, so in READ COMMITTED each statement inside sees a fresh snapshot: whatever was committed
-- while this transaction waited for its locks is seen by the statements that follow them.

-- Takes the device's lock (when given), then one lock per boat and clock hour that a span touches, in one sorted
-- order. The device lock serialises one device's hold requests, so that its live holds cannot be counted past.
-- Two spans of one boat that overlap always share an hour, so their transactions take turns before writing:
-- two transactions inserting overlapping rows would otherwise each wait on the other's uncommitted row inside the
-- exclusion check and deadlock. Spans in other hours never wait on each other. The constraint still decides.
-- Device keys are single bigints and boat-hour keys int pairs: PostgreSQL keeps the two kinds apart.
CREATE FUNCTION lock_boat_hours(device text, boat_ids text[], starts timestamptz[], ends timestamptz[])
RETURNS void LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  k record;
BEGIN
  IF device IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(device, 727101));
  END IF;
  FOR k IN
    SELECT DISTINCT hashtext(s.boat_id) AS boat, h::int AS hour
    FROM unnest(boat_ids, starts, ends) AS s(boat_id, starts_at, ends_at),
      generate_series(
        floor(extract(epoch FROM s.starts_at) / 3600)::bigint,
        floor(extract(epoch FROM s.ends_at - interval '1 microsecond') / 3600)::bigint
      ) AS h
    ORDER BY 1, 2
  LOOP
    PERFORM pg_advisory_xact_lock(k.boat, k.hour);
  END LOOP;
END
$fn$;

-- An exclusion constraint cannot read the clock: marks the HELD reservations past their expiry that overlap the
-- spans EXPIRED (only those can refuse the new rows; the background sweep clears the rest), and their holds.
-- Locks are taken in the order checkout, release and the sweep use: the holds (slot_holds) first, in booking id
-- order, then their reservations in id order; so two writers meeting on the same rows queue instead of
-- deadlocking. A row that changed meanwhile (a hold just paid for) is rechecked under its lock and left alone.
CREATE FUNCTION expire_stale_reservations(boat_ids text[], starts timestamptz[], ends timestamptz[], now_at timestamptz)
RETURNS void LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  stale_bookings text[];
BEGIN
  SELECT array_agg(DISTINCT r.booking_id) INTO stale_bookings
  FROM boat_reservations r
  JOIN unnest(boat_ids, starts, ends) AS s(boat_id, starts_at, ends_at)
    ON r.boat_id = s.boat_id AND r.during && tstzrange(s.starts_at, s.ends_at)
  WHERE r.status = 'HELD' AND r.expires_at <= now_at;
  IF stale_bookings IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM slot_holds WHERE booking_id = ANY (stale_bookings) ORDER BY booking_id FOR UPDATE;
  WITH stale AS (
    UPDATE boat_reservations SET status = 'EXPIRED'
    WHERE id IN (
      SELECT r.id
      FROM boat_reservations r
      JOIN unnest(boat_ids, starts, ends) AS s(boat_id, starts_at, ends_at)
        ON r.boat_id = s.boat_id AND r.during && tstzrange(s.starts_at, s.ends_at)
      WHERE r.status = 'HELD' AND r.expires_at <= now_at AND r.booking_id = ANY (stale_bookings)
      ORDER BY r.id
      FOR UPDATE OF r
    )
    RETURNING booking_id
  )
  UPDATE slot_holds SET status = 'EXPIRED'
  WHERE booking_id IN (SELECT booking_id FROM stale) AND status = 'HELD';
END
$fn$;

-- A new hold, as one statement: no BEGIN or COMMIT round trips, and anything raised rolls all of it back.
-- With an idempotency key, the key is claimed first (a concurrent repeat waits on it, then answers 'replay').
-- Then the locks, stale rows expired, the device's live holds counted, the hold and its main boat inserted (the
-- exclusion constraint raises 23P01 when the main boat is taken then), and the first free bio-bay boat for the
-- last hours, each try in its own subtransaction; none free raises SQLSTATE HB409. Answers 'inserted',
-- 'deviceLimit' (no hold written) or 'replay' (nothing written).
CREATE FUNCTION place_hold(
  p_idempotency_key text, p_answer jsonb,
  p_booking_id text, p_device_id text, p_max_live integer, p_now timestamptz, p_expires_at timestamptz,
  p_trip_type text, p_country_id text, p_trip jsonb,
  p_main_boat text, p_starts timestamptz, p_ends timestamptz,
  p_bio_bay_boats text[], p_bio_bay_starts timestamptz
) RETURNS text LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  boat_ids    text[]        := array_prepend(p_main_boat, p_bio_bay_boats);
  span_starts timestamptz[] := array_prepend(p_starts, array_fill(p_bio_bay_starts, ARRAY[cardinality(p_bio_bay_boats)]));
  span_ends   timestamptz[] := array_fill(p_ends, ARRAY[cardinality(p_bio_bay_boats) + 1]);
  live        integer;
  candidate   text;
BEGIN
  IF cardinality(p_bio_bay_boats) > 0 AND p_bio_bay_starts IS NULL THEN
    RAISE EXCEPTION 'place_hold: a bio-bay boat needs its start' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_idempotency_key IS NOT NULL THEN
    INSERT INTO idempotent_answers (scope, key, status_code, body, created_at)
    VALUES ('hold', p_idempotency_key, 200, p_answer, p_now)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'replay';
    END IF;
  END IF;
  PERFORM lock_boat_hours(p_device_id, boat_ids, span_starts, span_ends);
  PERFORM expire_stale_reservations(boat_ids, span_starts, span_ends, p_now);
  SELECT count(*) INTO live FROM slot_holds WHERE device_id = p_device_id AND status = 'HELD' AND expires_at > p_now;
  IF live >= p_max_live THEN
    -- The claimed key goes too: a repeat after a hold is released must try again, not replay a refusal.
    IF p_idempotency_key IS NOT NULL THEN
      DELETE FROM idempotent_answers WHERE scope = 'hold' AND key = p_idempotency_key;
    END IF;
    RETURN 'deviceLimit';
  END IF;
  INSERT INTO slot_holds (booking_id, status, trip_type, country_id, start_time, end_time, expires_at, device_id, trip, created_at)
  VALUES (p_booking_id, 'HELD', p_trip_type, p_country_id, p_starts, p_ends, p_expires_at, p_device_id, p_trip, p_now);
  INSERT INTO boat_reservations (booking_id, boat_id, role, during, status, expires_at)
  VALUES (p_booking_id, p_main_boat, 'primary', tstzrange(p_starts, p_ends), 'HELD', p_expires_at);
  IF cardinality(p_bio_bay_boats) = 0 THEN
    RETURN 'inserted';
  END IF;
  FOREACH candidate IN ARRAY p_bio_bay_boats LOOP
    BEGIN
      INSERT INTO boat_reservations (booking_id, boat_id, role, during, status, expires_at)
      VALUES (p_booking_id, candidate, 'bioBayAccess', tstzrange(p_bio_bay_starts, p_ends), 'HELD', p_expires_at);
      RETURN 'inserted';
    EXCEPTION WHEN exclusion_violation THEN
      NULL; -- this boat is taken for those hours: try the next one
    END;
  END LOOP;
  RAISE EXCEPTION 'no bio-bay boat is free for the last hours of this trip' USING ERRCODE = 'HB409';
END
$fn$;
