-- Issue #17: an agent's reservation of a trip for a guest. Its slot is a hold like any other (slot_holds, owner_kind
-- 'agent', the exclusion constraint decides) that lasts until the reservation expires; paying its emailed link, or
-- booking it on the agency's account, turns it into a booking.
CREATE TABLE reservations (
  id                text        PRIMARY KEY,
  hold_id           text        NOT NULL UNIQUE REFERENCES slot_holds (booking_id),
  agent_id          text        NOT NULL REFERENCES users,
  agency_id         text        REFERENCES agencies,
  status            text        NOT NULL CHECK (status IN ('RESERVED', 'PAID', 'ON_ACCOUNT', 'EXPIRED', 'CANCELLED')),
  settlement        text        NOT NULL CHECK (settlement IN ('link', 'account')),
  country_id        text        NOT NULL,
  country_url_title text        NOT NULL,
  country_code      text        NOT NULL,
  -- The guest, the slot and the trip priced at reserve time (the payment's StoredBooking shape).
  booking           jsonb       NOT NULL,
  amount_cents      integer     NOT NULL CHECK (amount_cents >= 0),
  -- Who applied what: the discount (type, value, cents) and a custom start, both by agent_id.
  discount          jsonb,
  custom_start      boolean     NOT NULL DEFAULT false,
  start_time        timestamptz NOT NULL,
  expires_at        timestamptz,
  booking_ref       text,
  refund_cents      integer     CHECK (refund_cents >= 0),
  cancelled_by      text        REFERENCES users,
  cancelled_at      timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX reservations_agent ON reservations (agent_id, created_at DESC);
CREATE INDEX reservations_open ON reservations (expires_at) WHERE status = 'RESERVED';

-- A booking made on an agency's account has a payment row settled by the agency ('account'): the confirmation page,
-- its emails and the booking's reads stay one path whatever settled it.
ALTER TABLE payments DROP CONSTRAINT payments_provider_check;
ALTER TABLE payments ADD CONSTRAINT payments_provider_check CHECK (provider IN ('stripe', 'test', 'account'));
-- What was given back when a booking was cancelled (a partial refund leaves the payment PAID).
ALTER TABLE payments ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz;
