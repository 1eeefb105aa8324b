-- Issue #58: the office changes a booking's party size. A dearer party's difference is paid through the booking's
-- checkout like a dearer time's (migration 091), but it holds no new time: the payment keeps the party it pays for,
-- and its hold_id is the booking's own hold (nothing to release when it ends unpaid or is refunded).
ALTER TABLE payments ADD COLUMN party_change jsonb;
