-- Issue #19: running the charters. The captain (reads the manifest), closures of boats' calendars for weather,
-- maintenance or a private event, refunds the office gives, the notices a closure sent, and an audit log.

ALTER TABLE users DROP CONSTRAINT users_role_known;
ALTER TABLE users ADD CONSTRAINT users_role_known CHECK (role IN ('agent', 'admin', 'captain'));

-- Who did what, when, to which booking or closure. Append-only: the database refuses updates and deletes.
CREATE TABLE audit_log (
  id          bigserial   PRIMARY KEY,
  at          timestamptz NOT NULL,
  -- 'user:ID', 'guest' (the booking device or its signed link), 'admin-command', 'system'
  actor       text        NOT NULL,
  action      text        NOT NULL,
  booking_ref text,
  closure_id  text,
  detail      jsonb       NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_booking ON audit_log (booking_ref, id) WHERE booking_ref IS NOT NULL;
CREATE INDEX audit_log_closure ON audit_log (closure_id, id) WHERE closure_id IS NOT NULL;

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$fn$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- A time when boats do not sail. Reopening keeps the row (reopened_at): nothing is deleted.
CREATE TABLE calendar_closures (
  id          text        PRIMARY KEY,
  boat_ids    text[]      NOT NULL CHECK (cardinality(boat_ids) > 0),
  during      tstzrange   NOT NULL CHECK (NOT isempty(during)),
  reason      text        NOT NULL CHECK (reason IN ('weather', 'maintenance', 'private')),
  note        text        NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_by  text        NOT NULL,
  created_at  timestamptz NOT NULL,
  reopened_by text,
  reopened_at timestamptz
);
CREATE INDEX calendar_closures_open ON calendar_closures USING gist (during) WHERE reopened_at IS NULL;

-- Each guest whose booking a closure covers is told once, with a link to change the date or take a full refund.
CREATE TABLE closure_notices (
  closure_id  text        NOT NULL REFERENCES calendar_closures,
  booking_ref text        NOT NULL REFERENCES bookings,
  notified_at timestamptz NOT NULL,
  PRIMARY KEY (closure_id, booking_ref)
);
CREATE INDEX closure_notices_booking ON closure_notices (booking_ref);

-- Every refund of a payment. The request key makes a repeat (a double click, a retry) the same refund; the payment's
-- refunded_cents is their sum and never passes what was paid.
CREATE TABLE refunds (
  id                 text        PRIMARY KEY,
  payment_id         text        NOT NULL REFERENCES payments,
  booking_ref        text        REFERENCES bookings,
  amount_cents       integer     NOT NULL CHECK (amount_cents > 0),
  reason             text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  request_key        text        NOT NULL,
  provider_refund_id text        NOT NULL,
  requested_by       text        NOT NULL,
  created_at         timestamptz NOT NULL,
  UNIQUE (payment_id, request_key)
);
ALTER TABLE payments ADD CONSTRAINT payments_refund_within_paid CHECK (refunded_cents <= amount_cents);

-- A closed time refuses new live reservations and moves into it, as a taken time does (SQLSTATE 23P01), whoever
-- asks: a guest's hold, an agent's, a partner's, a booking reclaimed after its hold ended, a guest's change of time.
-- The shared per-boat lock queues these behind a closure being written (which takes it exclusively), so a closure
-- and a hold never pass each other unseen.
CREATE FUNCTION refuse_closed_times() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  IF NEW.status IN ('HELD', 'BOOKED') THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext(NEW.boat_id), -1);
    IF EXISTS (
      SELECT 1 FROM calendar_closures c
      WHERE c.reopened_at IS NULL AND NEW.boat_id = ANY (c.boat_ids) AND c.during && NEW.during
    ) THEN
      RAISE EXCEPTION 'boat % is closed then', NEW.boat_id USING ERRCODE = 'exclusion_violation';
    END IF;
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER boat_reservations_closed_times BEFORE INSERT OR UPDATE OF during ON boat_reservations
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_times();
