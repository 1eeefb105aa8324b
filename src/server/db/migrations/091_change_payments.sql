-- Issue #19: a guest's change to a dearer time is paid through a checkout of its own. The payment names the booking it
-- changes; its hold holds the new time (the part the booking does not already own) while the guest pays.
ALTER TABLE payments ADD COLUMN changes_booking_ref text REFERENCES bookings;
CREATE INDEX payments_changes_booking ON payments (changes_booking_ref) WHERE changes_booking_ref IS NOT NULL;
