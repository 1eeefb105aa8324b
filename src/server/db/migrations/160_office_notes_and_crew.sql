-- Issue #58: bookings the office can change, and crews. A booking's office notes and tags (domain/officeEdits.ts) for
-- the captain's manifest; a trip's crew: one captain at most and deckhands, staff who sign in. A captain's manifest
-- shows only the trips they crew. Every change is also in the audit log with what it was before.
CREATE TABLE booking_office_notes (
  booking_ref text        PRIMARY KEY REFERENCES bookings (booking_ref),
  tags        text[]      NOT NULL DEFAULT '{}'
                          CHECK (tags <@ ARRAY['vip', 'birthday', 'anniversary', 'honeymoon', 'accessibility']::text[]),
  note        text        NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  updated_by  text        NOT NULL,
  updated_at  timestamptz NOT NULL
);

CREATE TABLE trip_crew (
  booking_ref text        NOT NULL REFERENCES bookings (booking_ref),
  user_id     text        NOT NULL REFERENCES users (id),
  role        text        NOT NULL CHECK (role IN ('captain', 'crew')),
  assigned_by text        NOT NULL,
  assigned_at timestamptz NOT NULL,
  PRIMARY KEY (booking_ref, user_id)
);
CREATE UNIQUE INDEX trip_crew_one_captain ON trip_crew (booking_ref) WHERE role = 'captain';
CREATE INDEX trip_crew_user ON trip_crew (user_id);
