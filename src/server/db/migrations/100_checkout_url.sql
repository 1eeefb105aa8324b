-- A hold has at most one open checkout session (issue #52): a second start of checkout answers the open session, so
-- its address is kept with the payment. Payments made before have none and are never answered again.
ALTER TABLE payments ADD COLUMN checkout_url text;
