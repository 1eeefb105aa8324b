-- Boat calendars (Cayman local wall-clock times) and the holds/bookings that take a boat for a while.
-- Instants are timestamptz (UTC); opening hours and blackout days are local to the calendar's zone.
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE boat_calendars (
  calendar_id text PRIMARY KEY,
  timezone    text NOT NULL
);

-- One row per open weekday (0 = Sunday); a weekday without a row is closed.
CREATE TABLE calendar_hours (
  calendar_id      text     NOT NULL REFERENCES boat_calendars ON DELETE CASCADE,
  weekday          smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  opens            text     NOT NULL CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  closes           text     NOT NULL CHECK (closes ~ '^([01][0-9]|2[0-4]):[0-5][0-9]$'),
  interval_minutes integer  NOT NULL CHECK (interval_minutes BETWEEN 15 AND 240),
  -- Local times at which the bio-bay part (the last two hours) of an evening trip begins.
  bio_bay_starts   text[]   NOT NULL DEFAULT '{}',
  PRIMARY KEY (calendar_id, weekday),
  CHECK (opens < closes)
);

CREATE TABLE calendar_blackouts (
  calendar_id text NOT NULL REFERENCES boat_calendars ON DELETE CASCADE,
  day         date NOT NULL,
  note        text NOT NULL DEFAULT '',
  PRIMARY KEY (calendar_id, day)
);

-- A hold (or, once paid, a booking) of one trip: one row whatever the number of boats.
CREATE TABLE slot_holds (
  booking_id  text        PRIMARY KEY,
  status      text        NOT NULL CHECK (status IN ('HELD', 'BOOKED', 'RELEASED', 'EXPIRED')),
  trip_type   text        NOT NULL,
  country_id  text        NOT NULL,
  start_time  timestamptz NOT NULL,
  end_time    timestamptz NOT NULL,
  expires_at  timestamptz,
  device_id   text        NOT NULL,
  trip        jsonb,
  created_at  timestamptz NOT NULL,
  released_at timestamptz
);
CREATE INDEX slot_holds_device_live ON slot_holds (device_id, expires_at) WHERE status = 'HELD';
CREATE INDEX slot_holds_expiry ON slot_holds (expires_at) WHERE status = 'HELD';

-- The time each boat of a hold is taken. Live rows (HELD or BOOKED) of one boat never overlap:
-- the database refuses it however many requests race. An exclusion constraint cannot read the
-- clock, so a HELD row past its expires_at is marked EXPIRED before anything is inserted.
CREATE TABLE boat_reservations (
  id         bigserial   PRIMARY KEY,
  booking_id text        NOT NULL REFERENCES slot_holds ON DELETE CASCADE,
  boat_id    text        NOT NULL,
  role       text        NOT NULL,
  during     tstzrange   NOT NULL CHECK (NOT isempty(during)),
  status     text        NOT NULL CHECK (status IN ('HELD', 'BOOKED', 'RELEASED', 'EXPIRED')),
  expires_at timestamptz,
  CONSTRAINT boat_reservations_no_overlap
    EXCLUDE USING gist (boat_id WITH =, during WITH &&) WHERE (status IN ('HELD', 'BOOKED'))
);
CREATE INDEX boat_reservations_booking ON boat_reservations (booking_id);
CREATE INDEX boat_reservations_stale ON boat_reservations (boat_id, expires_at) WHERE status = 'HELD';

-- The first answer to a POST carrying an Idempotency-Key, returned again on a repeat.
CREATE TABLE idempotent_answers (
  scope       text        NOT NULL,
  key         text        NOT NULL,
  status_code integer     NOT NULL,
  body        jsonb       NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
