-- Booking inquiries sent from the trip builder; their reference reopens the trip (inquiry-data route).
CREATE TABLE inquiries (
  inquiry_ref     text PRIMARY KEY,
  kind            text,
  idempotency_key text UNIQUE,
  payload         jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
