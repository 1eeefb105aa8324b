-- Issue #18: partners' API keys (stored hashed), their token buckets (shared by every server process) and the
-- bookings resellers make through the OCTO API. A reseller's slot is a hold like any other (slot_holds, owner_kind
-- 'partner', owner_id = the key's id); once confirmed it is a booking with a payment row settled with the reseller.
CREATE TABLE api_keys (
  id              text        PRIMARY KEY,
  name            text        NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
  owner_name      text        NOT NULL CHECK (length(owner_name) BETWEEN 1 AND 100),
  owner_kind      text        NOT NULL CHECK (owner_kind IN ('partner', 'reseller')),
  key_hash        text        NOT NULL UNIQUE,
  key_prefix      text        NOT NULL,
  scopes          text[]      NOT NULL CHECK (scopes <@ ARRAY['availability', 'booking']::text[] AND cardinality(scopes) > 0),
  rate_per_minute integer     NOT NULL CHECK (rate_per_minute BETWEEN 1 AND 100000),
  created_at      timestamptz NOT NULL,
  revoked_at      timestamptz
);

-- One token bucket per key: holds up to a minute's worth of requests, refilled continuously.
CREATE TABLE api_key_buckets (
  key_id     text             PRIMARY KEY REFERENCES api_keys (id),
  tokens     double precision NOT NULL,
  updated_at timestamptz      NOT NULL,
  -- Whether the last request took a token (true) or was refused: the statement that draws answers it.
  taken      boolean          NOT NULL
);

CREATE TABLE octo_bookings (
  key_id             text        NOT NULL REFERENCES api_keys (id),
  uuid               text        NOT NULL CHECK (length(uuid) BETWEEN 1 AND 100),
  id                 text        NOT NULL UNIQUE,
  hold_id            text        NOT NULL UNIQUE REFERENCES slot_holds (booking_id),
  status             text        NOT NULL CHECK (status IN ('ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED')),
  product_id         text        NOT NULL,
  option_id          text        NOT NULL,
  availability_id    text        NOT NULL,
  pickup_id          text        NOT NULL,
  unit_items         jsonb       NOT NULL,
  contact            jsonb       NOT NULL,
  notes              text,
  reseller_reference text,
  booking_ref        text        REFERENCES bookings (booking_ref),
  amount_cents       integer     NOT NULL CHECK (amount_cents >= 0),
  refund_cents       integer     CHECK (refund_cents >= 0),
  cancel_reason      text,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  expires_at         timestamptz,
  confirmed_at       timestamptz,
  cancelled_at       timestamptz,
  PRIMARY KEY (key_id, uuid)
);
CREATE INDEX octo_bookings_reseller_reference ON octo_bookings (key_id, reseller_reference);
CREATE INDEX octo_bookings_booking_ref ON octo_bookings (booking_ref);

-- A reseller's booking is settled with the reseller, never by card: its payment row says so.
ALTER TABLE payments DROP CONSTRAINT payments_provider_check;
ALTER TABLE payments ADD CONSTRAINT payments_provider_check CHECK (provider IN ('stripe', 'test', 'account', 'reseller'));
