-- Issue #58: whether a party came. One row per booking that has an attendance mark; no row: expected. Today only the
-- office's or the captain's 'no-show' mark (undone by deleting the row); a later dock check-in adds its own states
-- ('checked-in') and how many arrived to this same row.
CREATE TABLE booking_attendance (
  booking_ref text        PRIMARY KEY REFERENCES bookings (booking_ref),
  state       text        NOT NULL CHECK (state IN ('no-show')),
  marked_by   text        NOT NULL,
  marked_at   timestamptz NOT NULL
);
