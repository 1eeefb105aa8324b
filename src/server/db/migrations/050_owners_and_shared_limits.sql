-- Issue #14: holds have an owner, idempotency keys belong to their caller, and abuse limits are counted in the
-- database, so that every API process on one PostgreSQL sees the same counts.

-- Fixed-window counters: one row per bucket ('hold-requests:…', 'mail-device:…') and window. Rows past expires_at are
-- pruned in the background.
CREATE TABLE rate_counters (
  bucket       text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL,
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_counters_expiry ON rate_counters (expires_at);

-- Counts one event in a bucket's window and answers the count so far (limits/rateCounters.ts, place_hold).
CREATE FUNCTION count_event(p_bucket text, p_window_start timestamptz, p_window_end timestamptz)
RETURNS integer LANGUAGE sql VOLATILE AS $fn$
  INSERT INTO rate_counters (bucket, window_start, count, expires_at) VALUES (p_bucket, p_window_start, 1, p_window_end)
  ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_counters.count + 1
  RETURNING count;
$fn$;

-- One idempotency store for every route. A key belongs to its caller ('device:…'): another caller sending the same
-- key starts its own request, and the same caller sending it with another body is refused (request_hash).
-- Rows kept from before have no caller and are never replayed again (keys live 7 days).
ALTER TABLE idempotency_keys ADD COLUMN owner text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, owner, key);
ALTER TABLE idempotency_keys ALTER COLUMN owner DROP DEFAULT;
-- Holds answered repeats from here, by key alone; they now use idempotency_keys like every other route.
DROP TABLE idempotent_answers;

-- Who holds a slot: a device (its signed cookie) now; agents and partner API keys use the same two columns. Only the
-- owner releases a hold or pays for it.
ALTER TABLE slot_holds RENAME COLUMN device_id TO owner_id;
ALTER TABLE slot_holds ADD COLUMN owner_kind text NOT NULL DEFAULT 'device'
  CHECK (owner_kind IN ('device', 'agent', 'partner'));
ALTER TABLE slot_holds ALTER COLUMN owner_kind DROP DEFAULT;
DROP INDEX slot_holds_device_live;
CREATE INDEX slot_holds_owner_live ON slot_holds (owner_kind, owner_id, expires_at) WHERE status = 'HELD';
-- The network the hold came from, as a keyed hash (no address is stored): live holds per address need a proof of
-- work that gets dearer with each one, so one address cannot squat the boats and a ship's passengers still can hold.
ALTER TABLE slot_holds ADD COLUMN address_key text;
CREATE INDEX slot_holds_address_live ON slot_holds (address_key, expires_at) WHERE status = 'HELD';

-- The device that sent an inquiry: it, or the signed link of the inquiry's emails, may read the inquiry back.
ALTER TABLE inquiries ADD COLUMN device_id text;
