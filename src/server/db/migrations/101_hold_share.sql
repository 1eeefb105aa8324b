-- Hold squatting (issue #52): a network's allowance is counted in the hours its live holds block, not in holds. One
-- address had held 71 % of the fleet's next four days with 34 long holds, each no dearer than a short one.
-- place_hold_by_hours is place_hold of migration 051 but for step 2: the network's live held quarter-hours plus this
-- hold's must stay within p_address_allowance (quarter-hours; the caller prices it from the fleet's hours and the
-- proof's cost). A new name, not a replacement: during a rolling upgrade the previous release still calls place_hold
-- with an allowance counted in holds (drop place_hold in a later release, once no process calls it).
CREATE OR REPLACE FUNCTION place_hold_by_hours(
  p_request_bucket text, p_request_window_start timestamptz, p_request_window_end timestamptz, p_request_limit integer,
  p_owner_kind text, p_owner_id text, p_address_key text, p_address_allowance integer,
  p_proof_signature text, p_proof_expires_at timestamptz,
  p_idempotency_key text, p_request_hash text, p_answer jsonb,
  p_booking_id text, p_max_live integer, p_now timestamptz, p_expires_at timestamptz,
  p_trip_type text, p_country_id text, p_trip jsonb,
  p_main_boat text, p_starts timestamptz, p_ends timestamptz,
  p_bio_bay_boats text[], p_bio_bay_starts timestamptz
) RETURNS text LANGUAGE plpgsql VOLATILE AS $fn$
DECLARE
  owner_key   text          := p_owner_kind || ':' || p_owner_id;
  boat_ids    text[]        := array_prepend(p_main_boat, p_bio_bay_boats);
  span_starts timestamptz[] := array_prepend(p_starts, array_fill(p_bio_bay_starts, ARRAY[cardinality(p_bio_bay_boats)]));
  span_ends   timestamptz[] := array_fill(p_ends, ARRAY[cardinality(p_bio_bay_boats) + 1]);
  live        integer;
  candidate   text;
BEGIN
  IF cardinality(p_bio_bay_boats) > 0 AND p_bio_bay_starts IS NULL THEN
    RAISE EXCEPTION 'place_hold: a bio-bay boat needs its start' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  IF p_request_bucket IS NOT NULL AND count_event(p_request_bucket, p_request_window_start, p_request_window_end) > p_request_limit THEN
    RETURN 'rateLimited';
  END IF;
  IF p_idempotency_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (scope, owner, key, request_hash, status_code, body, created_at)
    VALUES ('booking/hold', owner_key, p_idempotency_key, p_request_hash, 200, p_answer, p_now)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'replay';
    END IF;
  END IF;
  IF p_address_key IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_address_key, 727103));
    SELECT coalesce(sum(ceil(extract(epoch FROM end_time - start_time) / 900)), 0)::integer INTO live FROM slot_holds
    WHERE address_key = p_address_key AND status = 'HELD' AND expires_at > p_now;
    IF live + ceil(extract(epoch FROM p_ends - p_starts) / 900)::integer > p_address_allowance THEN
      PERFORM forget_hold_claims(owner_key, p_idempotency_key, NULL);
      RETURN 'proofRequired';
    END IF;
  END IF;
  IF p_proof_signature IS NOT NULL THEN
    INSERT INTO captcha_spent (signature, expires_at) VALUES (p_proof_signature, p_proof_expires_at) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      PERFORM forget_hold_claims(owner_key, p_idempotency_key, NULL);
      RETURN 'proofSpent';
    END IF;
  END IF;
  PERFORM lock_boat_hours(owner_key, boat_ids, span_starts, span_ends);
  PERFORM expire_stale_reservations(boat_ids, span_starts, span_ends, p_now);
  SELECT count(*) INTO live FROM slot_holds
  WHERE owner_kind = p_owner_kind AND owner_id = p_owner_id AND status = 'HELD' AND expires_at > p_now;
  IF live >= p_max_live THEN
    PERFORM forget_hold_claims(owner_key, p_idempotency_key, p_proof_signature);
    RETURN 'deviceLimit';
  END IF;
  INSERT INTO slot_holds (booking_id, status, trip_type, country_id, start_time, end_time, expires_at, owner_kind, owner_id,
    address_key, trip, created_at)
  VALUES (p_booking_id, 'HELD', p_trip_type, p_country_id, p_starts, p_ends, p_expires_at, p_owner_kind, p_owner_id,
    p_address_key, p_trip, p_now);
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
