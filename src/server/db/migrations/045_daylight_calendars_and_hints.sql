-- Issue #13, for databases seeded before it (a fresh database gets the new seed instead):
-- 1. The seeded calendars of boats that run bio bay trips kept day hours open until 23:00, which offered day charters
--    at night; the day window is 07:00–18:00 (src/domain/slotRules.ts enforces it whatever a row says, this makes
--    the rows say it too). The fishing boat's 06:00 opening moves to 07:00 for the same reason.
UPDATE calendar_hours SET closes = '18:00'
  WHERE opens = '07:00' AND closes = '23:00' AND interval_minutes = 60 AND bio_bay_starts = ARRAY['19:00', '20:00']::text[];
UPDATE calendar_hours SET opens = '07:00'
  WHERE calendar_id = 'cal-reel-cayman' AND opens = '06:00' AND closes = '18:00';

-- 2. The boat hint said that unsuitable boats are hidden; they stay in the list, greyed, with their reason.
UPDATE catalogue_documents
  SET doc = jsonb_set(doc, '{boat}', to_jsonb('Every boat of the region is listed; a boat that cannot take your trip (too many guests, another pick-up, a stop it does not serve) stays greyed out with the reason. Open a boat to see its rates, what is on board and its gallery.'::text))
  WHERE kind = 'tutorial'
    AND doc->>'boat' = 'Only boats that serve your pick-up and all your stops are shown. Open a boat to see its rates, what is on board and its gallery.';
UPDATE catalogue_documents
  SET doc = jsonb_set(doc, '{boat}', to_jsonb('Bio-bay trips need a boat that works with one of our bio-bay boats; deep-sea fishing needs a sport-fishing boat. Boats that cannot take your trip stay greyed out with the reason.'::text))
  WHERE kind = 'tutorial'
    AND doc->>'boat' = 'Bio-bay trips need a boat that works with one of our bio-bay boats. Deep-sea fishing needs a sport-fishing boat.';
