-- Issue #58, continued. A document can be hidden (a boat with bookings still to sail is hidden, never deleted):
-- guests' reads leave it out, the office's keep it. A hold keeps the catalogue documents it was priced with (its boats,
-- country, pick-ups and stops): a price the office changes meanwhile never changes what its checkout charges.
ALTER TABLE catalogue_documents ADD COLUMN hidden boolean NOT NULL DEFAULT false;
ALTER TABLE slot_holds ADD COLUMN priced_with jsonb;
