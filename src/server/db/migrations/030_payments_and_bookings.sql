-- Checkout payments, the bookings they turn holds into, and the provider events already handled.
-- A payment row exists from 'create checkout session' on; its id is the paymentStorageId the app keeps.
CREATE TABLE payments (
  id                  text        PRIMARY KEY,
  provider            text        NOT NULL CHECK (provider IN ('stripe', 'test')),
  session_id          text        NOT NULL UNIQUE,
  hold_id             text        NOT NULL REFERENCES slot_holds (booking_id),
  device_id           text        NOT NULL,
  status              text        NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REFUNDING', 'REFUNDED', 'EXPIRED')),
  amount_cents        integer     NOT NULL CHECK (amount_cents >= 0),
  currency            text        NOT NULL DEFAULT 'usd',
  country_id          text        NOT NULL,
  country_url_title   text        NOT NULL,
  country_code        text        NOT NULL,
  -- What the confirmation page and emails need: contact, guests, time slot, trip summary priced at checkout.
  booking             jsonb       NOT NULL,
  success_path        text        NOT NULL,
  cancel_path         text        NOT NULL,
  session_expires_at  timestamptz NOT NULL,
  provider_payment_id text,
  refund_id           text,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);
CREATE INDEX payments_hold ON payments (hold_id);

-- A paid payment whose hold became a booking. One booking per hold and per payment, whatever races.
CREATE TABLE bookings (
  booking_ref text        PRIMARY KEY,
  payment_id  text        NOT NULL UNIQUE REFERENCES payments (id),
  hold_id     text        NOT NULL UNIQUE REFERENCES slot_holds (booking_id),
  device_id   text        NOT NULL,
  email       text        NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- Each provider event is handled once: a replayed or duplicated event id changes nothing.
CREATE TABLE payment_events (
  event_id    text        PRIMARY KEY,
  type        text        NOT NULL,
  session_id  text,
  received_at timestamptz NOT NULL
);

-- Starting checkout extends a hold once; this records that it was.
ALTER TABLE slot_holds ADD COLUMN checkout_extended_at timestamptz;
