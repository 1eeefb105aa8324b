// OCTO availability (POST /availability/calendar, POST /availability): the starts of one boat and charter length,
// found with the guest flow's own slot search (searchTimeSlots) 14 days at a time, so a reseller sees exactly the
// slots, reasons and prices a guest sees. Each start is one seat of one boat: capacity 1, vacancies 1 or 0.
import { defined } from '../../domain/schema';
import { addDays, daysBetween, MAX_RANGE_DAYS } from '../../domain/time';
import type { Boat, Country } from '../../domain/catalogue';
import type { TimeSlot, TimeSlotDay } from '../../domain/booking';
import {
  availabilityIdOf,
  OCTO_UNITS,
  optionIdOf,
  readAvailabilityId,
  type OctoAvailabilityBody,
  type OctoCalendarBody,
  type OctoCapability,
} from '../../domain/protocol';
import type { Db } from '../db/client';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { searchTimeSlots } from '../availability/searchSlots';
import { invalidAvailability, OctoError, unprocessable } from './octoErrors';
import { octoUtc, type OctoJson } from './octoJson';
import { octoStartPricing } from './octoPricing';
import { octoBoat, octoOptionHours, pickupPointsOf } from './octoProducts';

/** The longest range one request may ask about (a year); it is searched 14 days at a time. */
const MAX_OCTO_RANGE_DAYS = 366;
/**
 * The longest range of dates whose starts POST /availability lists: a year of starts is ~2 MB; the calendar covers the
 * year.
 */
const MAX_OCTO_START_DAYS = 31;

export interface Party {
  adults: number;
  children: number;
}

/** The party the units describe (adults and children); one adult when none are given. */
export function partyOf(units: Array<{ id: string; quantity: number }> | undefined, boat: Boat): Party {
  const party = { adults: 0, children: 0 };
  for (const unit of units ?? []) {
    if (!(unit.id in OCTO_UNITS))
      throw new OctoError('INVALID_UNIT_ID', `There is no unit ${unit.id}: use adult or child.`, { unitId: unit.id });
    if (unit.id === 'adult') party.adults += unit.quantity;
    else party.children += unit.quantity;
  }
  if (party.adults + party.children === 0) return { adults: 1, children: 0 };
  if (party.adults === 0) throw unprocessable('A child travels with at least one adult.');
  if (party.adults + party.children > boat.maxGuests)
    throw unprocessable(`${boat.name} takes at most ${boat.maxGuests} guests.`);
  return party;
}

const statusOf = (slot: TimeSlot) => {
  if (slot.isAvailable) return 'AVAILABLE';
  return slot.reason === 'BOOKED' || slot.reason === 'HELD' || slot.reason === 'ADDITIONAL_BOAT_UNAVAILABLE'
    ? 'SOLD_OUT'
    : 'CLOSED';
};

interface Offer {
  boat: Boat;
  country: Country;
  hours: number;
  caps: Set<OctoCapability>;
  /**
   * The OCTO pricing of a start for the party at the boat's first pick-up point (each distinct price computed once).
   */
  pricingOf: (startTime: string) => OctoJson;
}

/** The guest flow's days for the range, searched MAX_RANGE_DAYS at a time. */
async function searchDays(db: Db, offer: Offer, start: string, end: string, now: Date): Promise<TimeSlotDay[]> {
  const days = daysBetween(start, end) + 1;
  if (days < 1) throw new OctoError('BAD_REQUEST', 'localDateEnd is before localDateStart.');
  if (days > MAX_OCTO_RANGE_DAYS)
    throw new OctoError('BAD_REQUEST', `Ask about at most ${MAX_OCTO_RANGE_DAYS} days at a time.`);
  const out: TimeSlotDay[] = [];
  for (let from = start; from <= end; from = addDays(from, MAX_RANGE_DAYS)) {
    const last = addDays(from, MAX_RANGE_DAYS - 1);
    const to = last < end ? last : end;
    const search = await searchTimeSlots(
      db,
      {
        boats: [{ boatId: offer.boat._id, role: 'primary' }],
        startDate: from,
        endDate: to,
        tripDuration: offer.hours,
        tripType: 'STANDARD',
        countryId: offer.country._id,
        returnAllTimeSlots: true,
        includeUnavailabilityReason: true,
      },
      now,
    );
    out.push(...search.availableSlots);
  }
  return out;
}

function availabilityOf(offer: Offer, slot: TimeSlot): OctoJson {
  const optionId = optionIdOf(offer.hours);
  const available = slot.isAvailable;
  const answer: OctoJson = {
    id: availabilityIdOf(slot.startTime, optionId),
    localDateTimeStart: slot.startTime,
    localDateTimeEnd: slot.endTime,
    utcCutoffAt: octoUtc(new Date(Date.parse(slot.startTime))),
    allDay: false,
    available,
    status: statusOf(slot),
    vacancies: available ? 1 : 0,
    capacity: 1,
    maxUnits: offer.boat.maxGuests,
    openingHours: [],
  };
  if (offer.caps.has('octo/pricing')) {
    answer.pricing = offer.pricingOf(slot.startTime);
  }
  return answer;
}

function offerOf(
  catalogue: PricingCatalogue,
  body: { productId: string; optionId: string; units?: Array<{ id: string; quantity: number }> },
  caps: Set<OctoCapability>,
): Offer {
  const { boat, country } = octoBoat(catalogue, body.productId);
  const hours = octoOptionHours(boat, body.optionId);
  const trip = {
    boat,
    hours,
    ...partyOf(body.units, boat),
    pickupId: defined(pickupPointsOf(catalogue, boat)[0], "the boat's pick-up point").id,
    zone: country.timezone,
  };
  return { boat, country, hours, caps, pricingOf: octoStartPricing(catalogue, trip, country) };
}

/** OCTO asks for exactly one of: localDate, localDateStart with localDateEnd, or availabilityIds. */
function rangeOf(body: OctoAvailabilityBody): { start: string; end: string } | 'ids' {
  const ways = [
    body.localDate !== undefined,
    body.localDateStart !== undefined || body.localDateEnd !== undefined,
    body.availabilityIds !== undefined,
  ];
  if (ways.filter(Boolean).length !== 1)
    throw new OctoError('BAD_REQUEST', 'Give one of: localDate, localDateStart and localDateEnd, or availabilityIds.');
  if (body.availabilityIds) return 'ids';
  if (body.localDate) return { start: body.localDate, end: body.localDate };
  if (!body.localDateStart || !body.localDateEnd)
    throw new OctoError('BAD_REQUEST', 'Give both localDateStart and localDateEnd.');
  return { start: body.localDateStart, end: body.localDateEnd };
}

export async function octoAvailability(
  db: Db,
  catalogue: PricingCatalogue,
  body: OctoAvailabilityBody,
  caps: Set<OctoCapability>,
  now: Date,
): Promise<OctoJson[]> {
  const offer = offerOf(catalogue, body, caps);
  const range = rangeOf(body);
  if (range === 'ids' && body.availabilityIds) {
    const wanted = new Map(body.availabilityIds.map((id) => [id, readAvailabilityId(id)]));
    for (const [id, read] of wanted) if (!read || read.optionId !== body.optionId) throw invalidAvailability(id);
    const dates = [...wanted.values()].map((r) => r!.start.slice(0, 10)).sort();
    const days = await searchDays(db, offer, defined(dates[0], 'a date'), defined(dates.at(-1), 'a date'), now);
    return days
      .flatMap((d) => d.bookings)
      .filter((s) => wanted.has(availabilityIdOf(s.startTime, body.optionId)))
      .map((s) => availabilityOf(offer, s));
  }
  if (range === 'ids') throw new OctoError('BAD_REQUEST', 'availabilityIds: give at least one.');
  if (daysBetween(range.start, range.end) + 1 > MAX_OCTO_START_DAYS) {
    throw new OctoError(
      'BAD_REQUEST',
      `List the starts of at most ${MAX_OCTO_START_DAYS} days at a time; POST /availability/calendar covers up to ${MAX_OCTO_RANGE_DAYS}.`,
    );
  }
  const days = await searchDays(db, offer, range.start, range.end, now);
  return days.flatMap((d) => d.bookings).map((s) => availabilityOf(offer, s));
}

export async function octoCalendar(
  db: Db,
  catalogue: PricingCatalogue,
  body: OctoCalendarBody,
  caps: Set<OctoCapability>,
  now: Date,
): Promise<OctoJson[]> {
  const offer = offerOf(catalogue, body, caps);
  const days = await searchDays(db, offer, body.localDateStart, body.localDateEnd, now);
  return days.map((day) => {
    const free = day.bookings.filter((s) => s.isAvailable);
    const soldOut = day.bookings.some((s) => statusOf(s) === 'SOLD_OUT');
    const entry: OctoJson = {
      localDate: day.date,
      available: free.length > 0,
      status: free.length > 0 ? 'AVAILABLE' : soldOut ? 'SOLD_OUT' : 'CLOSED',
      vacancies: free.length,
      capacity: day.bookings.length,
      openingHours: [],
    };
    if (caps.has('octo/pricing') && free.length > 0) {
      // The lowest price of the day's free starts (a late-morning start may cost more).
      const prices = free.map((s) => offer.pricingOf(s.startTime));
      entry.pricingFrom = prices.reduce((low, p) => ((p.retail as number) < (low.retail as number) ? p : low));
    }
    return entry;
  });
}
