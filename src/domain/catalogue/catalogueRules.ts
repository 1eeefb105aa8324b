// What a catalogue must hold together beyond each document's schema: references that point at something, url titles
// that are unique, rates the pricing can use, a calendar for every boat. The import and the office's editor both run
// these on the catalogue as it would be after the change, so a change that breaks one is refused whole.
import type { BoatCalendar, Catalogue, CatalogueListName } from './catalogueDocument';
import { localClock, localDate } from '../time/dateFormat';
import { placementProblem } from '../geography/overWater';
import { dialsAsStored } from '../phone/phone';
import { parseLocationLink, type Activity, type Boat, type PickUpLocation } from './catalogue';
import { CATALOGUE_LISTS, CATALOGUE_LIST_NAMES } from './catalogueDocument';

export interface CatalogueProblem {
  list: CatalogueListName | 'calendars' | 'photos';
  /** The document's id (a calendar's calendarId, a photo's id). */
  id: string;
  /** The field inside the document, dot-separated ('pricing.2.to'); '' for the document as a whole. */
  path: string;
  message: string;
}

const NAMES: Record<string, string> = {
  countries: 'country',
  regions: 'region',
  pickUpLocations: 'pick-up point',
  activities: 'stop',
  boats: 'boat',
  adventures: 'adventure',
  checklistItems: 'checklist item',
  mapCategories: 'map category',
  calendars: 'calendar',
};

function isTimeZone(zone: string): boolean {
  try {
    return zone !== '' && Boolean(new Intl.DateTimeFormat('en-US', { timeZone: zone }));
  } catch {
    return false;
  }
}

function boatRateProblems(boat: Boat, problem: (path: string, message: string) => void): void {
  const values = boat.pricing.map((p) => p.value);
  if (!values.includes('TWO_HOURS'))
    problem('pricing', 'Give the two-hour rate (TWO_HOURS): every charter is priced from it');
  if (!values.includes('EACH_ADDITIONAL_HOUR'))
    problem('pricing', 'Give the rate for each additional hour (EACH_ADDITIONAL_HOUR)');
  const seen = new Set<string>();
  boat.pricing.forEach((entry, i) => {
    if (entry.value !== 'EACH_ADDITIONAL_GUEST' && seen.has(entry.value))
      problem(`pricing.${i}.value`, `${entry.value} is given twice`);
    seen.add(entry.value);
    const ranged = entry.from !== undefined || entry.to !== undefined;
    if (ranged && entry.value !== 'EACH_ADDITIONAL_GUEST')
      problem(`pricing.${i}.from`, 'Only the additional-guest rate takes a guest range');
    if (ranged && (entry.from === undefined || entry.to === undefined))
      problem(`pricing.${i}.to`, 'A guest range needs both from and to');
    if (entry.from !== undefined && entry.to !== undefined && entry.from > entry.to)
      problem(`pricing.${i}.to`, 'The range must end at or after its start');
    if (entry.to !== undefined && entry.to > boat.maxGuests)
      problem(`pricing.${i}.to`, `The range must end by the boat's ${boat.maxGuests} guests`);
  });
  const ranges = boat.pricing
    .flatMap(({ from, to }, i) => (from !== undefined && to !== undefined ? [{ from, to, i }] : []))
    .sort((a, b) => a.from - b.from);
  ranges.forEach((range, k) => {
    const before = ranges[k - 1];
    if (before && range.from <= before.to) problem(`pricing.${range.i}.from`, 'Guest ranges must not overlap');
  });
  if (boat.overGuests > boat.maxGuests) problem('overGuests', 'Included guests cannot be more than the maximum guests');
  if (boat.lateMorningFee > 0 && boat.lateMorningTimes.length === 0)
    problem('lateMorningTimes', 'Name the late-morning start times the fee applies to');
  boat.lateMorningTimes.forEach((time, i) => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
      problem(`lateMorningTimes.${i}`, 'A start time reads HH:mm, e.g. 10:00');
  });
}

/** Every problem of the catalogue as a whole; none means it can be saved. */
export function catalogueProblems(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const ids = Object.fromEntries(
    CATALOGUE_LIST_NAMES.map((name) => [
      name,
      new Set((catalogue[name] as never[]).map((d) => CATALOGUE_LISTS[name].id(d as never))),
    ]),
  ) as Record<CatalogueListName, Set<string>>;
  const calendarIds = new Set(catalogue.calendars.map((c) => c.calendarId));
  const adventureTitles = new Set(catalogue.adventures.map((a) => a.urlTitle));

  for (const name of CATALOGUE_LIST_NAMES) {
    const spec = CATALOGUE_LISTS[name];
    const seenIds = new Set<string>();
    const seenTitles = new Map<string, string>();
    for (const doc of catalogue[name] as never[]) {
      const id = spec.id(doc);
      const at = (path: string, message: string) => problems.push({ list: name, id, path, message });
      if (seenIds.has(id)) at('', `${id} appears twice`);
      seenIds.add(id);
      const title = spec.urlTitle?.(doc);
      if (title !== undefined) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(title))
          at('urlTitle', 'A url title is lower-case letters, digits and dashes, e.g. sea-breeze');
        const other = seenTitles.get(title);
        if (other !== undefined && other !== id) at('urlTitle', `${other} already has this url title`);
        seenTitles.set(title, id);
      }
      const country = name === 'countries' ? undefined : spec.country?.(doc);
      if (country !== undefined && !ids.countries.has(country))
        at('countryId', `No country ${country} in the catalogue`);
    }
  }

  const must = (
    list: CatalogueListName | 'calendars',
    id: string,
    path: string,
    target: CatalogueListName,
    ref: string,
  ) => {
    if (!ids[target].has(ref))
      problems.push({ list, id, path, message: `No ${NAMES[target] ?? target} ${ref} in the catalogue` });
  };
  for (const p of catalogue.pickUpLocations)
    p.regionIds.forEach((r, i) => must('pickUpLocations', p._id, `regionIds.${i}`, 'regions', r));
  for (const a of catalogue.activities) {
    a.regionIds.forEach((r, i) => must('activities', a._id, `regionIds.${i}`, 'regions', r));
    a.suitablePickUpIds.forEach((p, i) => must('activities', a._id, `suitablePickUpIds.${i}`, 'pickUpLocations', p));
    if (a.adventure && !adventureTitles.has(a.adventure.urlTitle))
      problems.push({
        list: 'activities',
        id: a._id,
        path: 'adventure.urlTitle',
        message: `No adventure ${a.adventure.urlTitle} in the catalogue`,
      });
  }
  const boatById = new Map(catalogue.boats.map((b) => [b._id, b]));
  for (const boat of catalogue.boats) {
    const at = (path: string, message: string) => problems.push({ list: 'boats', id: boat._id, path, message });
    boat.activities.forEach((a, i) => must('boats', boat._id, `activities.${i}`, 'activities', a));
    boat.regions.forEach((r, i) => must('boats', boat._id, `regions.${i}._id`, 'regions', r._id));
    must('boats', boat._id, 'pickUpLocations.main.location', 'pickUpLocations', boat.pickUpLocations.main.location);
    boat.pickUpLocations.alternatives.forEach((p, i) =>
      must('boats', boat._id, `pickUpLocations.alternatives.${i}.location`, 'pickUpLocations', p.location),
    );
    boat.boatingCheckList.forEach((item, i) =>
      must('boats', boat._id, `boatingCheckList.${i}._id`, 'checklistItems', item._id),
    );
    boat.additionalBioBayBoats.forEach((extra, i) => {
      const partner = boatById.get(extra._id);
      if (!partner) at(`additionalBioBayBoats.${i}._id`, `No boat ${extra._id} in the catalogue`);
      else if (!partner.access.includes('bioBayAccess'))
        at(`additionalBioBayBoats.${i}._id`, `${partner.name} is not a bio-bay boat`);
      else if (partner.calendarId !== extra.calendarId)
        at(`additionalBioBayBoats.${i}.calendarId`, `${partner.name}'s calendar is ${partner.calendarId}`);
    });
    if (!calendarIds.has(boat.calendarId)) at('calendarId', `No calendar ${boat.calendarId}: give the boat its hours`);
    boatRateProblems(boat, at);
  }
  for (const it of catalogue.itineraries) {
    must('itineraries', it._id, 'regionId', 'regions', it.regionId);
    it.activities.forEach((a, i) => must('itineraries', it._id, `activities.${i}`, 'activities', a));
    must('itineraries', it._id, 'pickupLoc_id._id', 'pickUpLocations', it.pickupLoc_id._id);
    if (it.adventureUrlTitle && !adventureTitles.has(it.adventureUrlTitle))
      problems.push({
        list: 'itineraries',
        id: it._id,
        path: 'adventureUrlTitle',
        message: `No adventure ${it.adventureUrlTitle} in the catalogue`,
      });
    if (it.minTime > it.maxTime)
      problems.push({
        list: 'itineraries',
        id: it._id,
        path: 'maxTime',
        message: 'The longest time must be at least the shortest',
      });
  }
  for (const c of catalogue.countries) {
    const at = (path: string, message: string) => problems.push({ list: 'countries', id: c._id, path, message });
    // Booking references start with the code; every time the site shows is read in the zone.
    if (!/^[A-Z]{2}$/.test(c.code)) at('code', 'Two capital letters: the ISO country code, as KY');
    if (!isTimeZone(c.timezone)) at('timezone', 'A time zone by its IANA name, as America/Cayman');
    c.socialLinks?.forEach((link, i) => {
      if (!/^https:\/\/[^\s/]+\.\S+$/.test(link.href))
        problems.push({
          list: 'countries',
          id: c._id,
          path: `socialLinks.${i}.href`,
          message: 'A web address starting with https://',
        });
    });
  }
  for (const a of catalogue.adventures)
    a.activityIds.forEach((id, i) => must('adventures', a._id, `activityIds.${i}`, 'activities', id));
  for (const r of catalogue.reviews) if (r.boatId) must('reviews', r._id, 'boatId', 'boats', r.boatId);
  for (const m of catalogue.mapCategories) {
    m.items.forEach((item, i) => {
      if (!parseLocationLink(item.locationLink))
        problems.push({
          list: 'mapCategories',
          id: m._id,
          path: `items.${i}.locationLink`,
          message: 'A position on the map: latitude and longitude, e.g. 19.3418,-81.3834',
        });
    });
  }
  for (const g of catalogue.mapGroups)
    g.categoryIds.forEach((id, i) => must('mapGroups', g._id, `categoryIds.${i}`, 'mapCategories', id));
  for (const t of catalogue.tutorials) must('tutorials', t.regionId, 'regionId', 'regions', t.regionId);

  const seenCalendars = new Set<string>();
  for (const cal of catalogue.calendars) {
    const at = (path: string, message: string) =>
      problems.push({ list: 'calendars', id: cal.calendarId, path, message });
    if (seenCalendars.has(cal.calendarId)) at('', `${cal.calendarId} appears twice`);
    seenCalendars.add(cal.calendarId);
    const days = new Set<number>();
    cal.hours.forEach((h, i) => {
      if (days.has(h.weekday)) at(`hours.${i}.weekday`, 'Each weekday has one line of hours');
      days.add(h.weekday);
      if (h.opens >= h.closes) at(`hours.${i}.closes`, 'Closing time must be after opening time');
    });
    const blackoutDays = new Set<string>();
    cal.blackouts.forEach((b, i) => {
      if (blackoutDays.has(b.day)) at(`blackouts.${i}.day`, `${b.day} is given twice`);
      blackoutDays.add(b.day);
    });
  }
  return problems;
}

/** A problem as one line: 'boats/sea-breeze pricing.2.to: The range must end at or after its start'. */
export const describeProblem = (p: CatalogueProblem) => `${p.list}/${p.id}${p.path ? ` ${p.path}` : ''}: ${p.message}`;

/**
 * Why a booking of `startIso`–`endIso` would be stranded by changing a boat's calendar from `before` to `after`, or
 * null: its day became a blackout day, or it fitted the old hours of its weekday and does not fit the new. A booking
 * that never fitted the hours (an evening bio-bay trip of a day boat, an office's custom time) is not blamed on the
 * change.
 */
export function strandedReason(
  before: BoatCalendar | undefined,
  after: BoatCalendar,
  startIso: string,
  endIso: string,
): string | null {
  const zone = after.timezone;
  const date = localDate(startIso, zone);
  if (after.blackouts.some((b) => b.day === date) && !before?.blackouts.some((b) => b.day === date))
    return `${date} becomes a blackout day`;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const start = localClock(startIso, zone);
  const end = localDate(endIso, zone) === date ? localClock(endIso, zone) : '24:00';
  const fits = (cal: BoatCalendar | undefined) => {
    const day = cal?.hours.find((h) => h.weekday === weekday);
    return !!day && start >= day.opens && end <= day.closes;
  };
  if (fits(before) && !fits(after)) return `${start}–${end} is outside the new hours`;
  return null;
}

/**
 * Where the office placed a stop or a pick-up point, as the sea paths and the pricing need it (overWater.ts); checked
 * when the office saves that place, so that a tap on land is refused with why.
 */
export function placeProblems(list: CatalogueListName, doc: unknown): CatalogueProblem[] {
  if (list === 'activities') {
    const a = doc as Activity;
    const why = placementProblem(a.geolocation, a.type !== 'Dining');
    return why ? [{ list, id: a._id, path: 'geolocation', message: why }] : [];
  }
  if (list === 'pickUpLocations') {
    const p = doc as PickUpLocation;
    const why = placementProblem(p.coordinates, false);
    return why ? [{ list, id: p._id, path: 'coordinates', message: why }] : [];
  }
  return [];
}

const NOT_DIALLING = 'This number does not dial as written: give it with its country code, as +1 345 555 0101';

/**
 * The phone numbers of a document the office saves (a boat's captain, a region's and the company's line) dial as
 * stored; checked on the editor's save, so that a stored number that does not is flagged there, never rewritten.
 */
export function phoneProblems(list: CatalogueListName, doc: unknown): CatalogueProblem[] {
  const phones: [string, string, string][] =
    list === 'boats'
      ? [[(doc as Boat)._id, 'boatInfo.boatCaptain.phone', (doc as Boat).boatInfo.boatCaptain.phone]]
      : list === 'regions' || list === 'countries'
        ? [[(doc as { _id: string })._id, 'phone', (doc as { phone: string }).phone]]
        : [];
  return phones
    .filter(([, , phone]) => phone !== '' && !dialsAsStored(phone))
    .map(([id, path]) => ({ list, id, path, message: NOT_DIALLING }));
}
