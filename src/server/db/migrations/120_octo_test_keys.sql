-- Issue #53: a reseller's test key (a sandbox). Its OCTO bookings are checked against the real calendars and
-- bookings but hold nothing, book nothing and email nobody (testMode true): an integration, or OCTO's own validator,
-- can reserve one start as often as it likes without taking a boat from a guest. Such a booking has no hold.
ALTER TABLE api_keys ADD COLUMN test_mode boolean NOT NULL DEFAULT false;
ALTER TABLE octo_bookings ADD COLUMN test_mode boolean NOT NULL DEFAULT false;
ALTER TABLE octo_bookings ALTER COLUMN hold_id DROP NOT NULL;
ALTER TABLE octo_bookings ADD CONSTRAINT octo_bookings_hold_unless_test CHECK (test_mode OR hold_id IS NOT NULL);
