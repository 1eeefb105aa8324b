// The OCTO product catalogue (docs/octo.md): one product per bookable boat, one option per charter length it sells
// (2 hours up to its maxHours), units adult and child that count the party (the price is per booking: the boat), and
// with octo/pickups the boat's pick-up points, with octo/pricing the guest flow's 'from' price of each option.
import { defined } from '../../domain/schema';
import { boatMatches, type Boat, type Country, type PickUpLocation } from '../../domain/catalogue';
import { SELF_SERVICE_CUTOFF_HOURS } from '../../domain/booking';
import { MIN_CHARTER_HOURS } from '../../domain/trip';
import {
  OCTO_DELIVERY_FORMATS,
  OCTO_REQUIRED_CONTACT_FIELDS,
  OCTO_UNITS,
  OCTO_VISIBLE_CONTACT_FIELDS,
  optionIdOf,
  type OctoCapability,
  type OctoUnitId,
} from '../../domain/protocol';
import { addDays, todayInZone } from '../../domain/time';
import type { Db } from '../db/client';
import { loadCalendars } from '../availability/calendarStore';
import { dayTripHoursOf, daySlots } from '../availability/slotGrid';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import type { OctoJson } from './octoJson';
import { invalidOption, invalidProduct } from './octoErrors';
import { octoPricingOf, priceOctoTrip } from './octoPricing';
import { optionContent, productContent, unitContent, type ContentSources } from './octoContent';

/** A boat sold through OCTO: a main boat (a bio-bay tender is never sold alone) with a region and a pick-up point. */
export function octoBoat(catalogue: PricingCatalogue, productId: string): { boat: Boat; country: Country } {
  const boat = catalogue.boats.byId.get(productId);
  const country = boat && catalogue.countries.get(boat.countryId);
  if (!boat || !country || !sellable(catalogue, boat)) throw invalidProduct(productId);
  return { boat, country };
}

const sellable = (catalogue: PricingCatalogue, boat: Boat) =>
  boatMatches(boat, {}) &&
  boat.regions.length > 0 &&
  catalogue.countries.has(boat.countryId) &&
  pickupPointsOf(catalogue, boat).length > 0;

const optionHours = (boat: Boat) =>
  Array.from({ length: boat.maxHours - MIN_CHARTER_HOURS + 1 }, (_, i) => MIN_CHARTER_HOURS + i);

/** The charter length an option of this boat sells, or INVALID_OPTION_ID. */
export function octoOptionHours(boat: Boat, optionId: string): number {
  const hours = optionHours(boat).find((h) => optionIdOf(h) === optionId);
  if (hours === undefined) throw invalidOption(optionId);
  return hours;
}

/** The boat's pick-up points in its country, main first, with their docks. */
function boatPickups(catalogue: PricingCatalogue, boat: Boat): Array<{ point: PickUpLocation; dock: string }> {
  return [boat.pickUpLocations.main, ...boat.pickUpLocations.alternatives]
    .map((p) => ({ point: catalogue.pickUps.get(p.location), dock: p.dock }))
    .filter((p): p is { point: PickUpLocation; dock: string } => p.point?.countryId === boat.countryId);
}

/** The boat's pick-up points as OCTO describes them (octo/pickups). */
export function pickupPointsOf(catalogue: PricingCatalogue, boat: Boat) {
  return boatPickups(catalogue, boat).map(({ point, dock }) => ({
    id: point._id,
    name: point.name,
    directions: `${point.instructions} Dock ${dock}.`.trim(),
    address: null,
    reference: point.pickupId,
    googlePlaceId: null,
    latitude: point.coordinates.lat,
    longitude: point.coordinates.lng,
    street: null,
    postal: null,
    locality: null,
    state: null,
    country: null,
    localDateTime: null,
  }));
}

function unitOf(id: OctoUnitId, caps: Set<OctoCapability>): OctoJson {
  const u = OCTO_UNITS[id];
  return {
    ...(caps.has('octo/content') ? unitContent(id) : {}),
    id,
    internalName: id === 'adult' ? 'Adult' : 'Child',
    reference: id,
    type: u.type,
    title: id === 'adult' ? 'Adult' : 'Child',
    restrictions: {
      minAge: u.minAge,
      maxAge: u.maxAge,
      idRequired: false,
      minQuantity: null,
      maxQuantity: null,
      paxCount: 1,
      accompaniedBy: id === 'child' ? ['adult'] : [],
    },
    requiredContactFields: [],
  };
}

/** Per boat and charter length, the local start times its calendar offers in the coming week ('HH:mm'). */
export type StartTimes = Map<string, Map<number, string[]>>;

export async function weekStartTimes(
  db: Db,
  catalogue: PricingCatalogue,
  boats: Boat[],
  now: Date,
): Promise<StartTimes> {
  const out: StartTimes = new Map();
  // Each country's week starts on its own today.
  const byFirstDay = new Map<string, Boat[]>();
  for (const boat of boats) {
    const from = todayInZone(catalogue.countries.get(boat.countryId)!.timezone, now);
    byFirstDay.set(from, [...(byFirstDay.get(from) ?? []), boat]);
  }
  for (const [from, group] of byFirstDay) {
    const calendars = await loadCalendars(
      db,
      group.map((b) => b.calendarId),
      from,
      addDays(from, 7),
    );
    for (const boat of group) {
      const calendar = calendars.get(boat.calendarId);
      const perHours = new Map<number, string[]>();
      for (const hours of optionHours(boat)) {
        const clocks = new Set<string>();
        for (let i = 0; calendar && i < 7; i++) {
          for (const slot of daySlots(calendar, addDays(from, i), hours, false, dayTripHoursOf(boat)))
            if (slot.withinHours) clocks.add(slot.startClock);
        }
        perHours.set(hours, [...clocks].sort());
      }
      out.set(boat._id, perHours);
    }
  }
  return out;
}

function optionOf(
  catalogue: PricingCatalogue,
  boat: Boat,
  country: Country,
  hours: number,
  caps: Set<OctoCapability>,
  starts: StartTimes,
): OctoJson {
  const option: OctoJson = {
    id: optionIdOf(hours),
    default: hours === MIN_CHARTER_HOURS,
    internalName: `${hours} Hour Charter`,
    reference: null,
    title: `${hours} Hour Charter`,
    availabilityLocalStartTimes: starts.get(boat._id)?.get(hours) ?? [],
    cancellationCutoff: `${SELF_SERVICE_CUTOFF_HOURS} hours`,
    cancellationCutoffAmount: SELF_SERVICE_CUTOFF_HOURS,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: [...OCTO_REQUIRED_CONTACT_FIELDS],
    visibleContactFields: [...OCTO_VISIBLE_CONTACT_FIELDS],
    restrictions: { minUnits: 1, maxUnits: boat.maxGuests },
    units: (['adult', 'child'] as const).map((u) => unitOf(u, caps)),
    durationMinutesFrom: hours * 60,
    durationMinutesTo: hours * 60,
  };
  if (caps.has('octo/pricing')) {
    option.pricingFrom = [
      octoPricingOf(
        priceOctoTrip(catalogue, {
          boat,
          hours,
          adults: 1,
          children: 0,
          pickupId: defined(pickupPointsOf(catalogue, boat)[0], "the boat's pick-up point").id,
          zone: country.timezone,
        }),
      ),
    ];
  }
  if (caps.has('octo/pickups'))
    Object.assign(option, {
      pickupRequired: true,
      pickupAvailable: true,
      pickupPoints: pickupPointsOf(catalogue, boat),
    });
  if (caps.has('octo/content')) Object.assign(option, optionContent(boat, hours));
  return option;
}

export function octoProduct(
  catalogue: PricingCatalogue,
  boat: Boat,
  country: Country,
  caps: Set<OctoCapability>,
  starts: StartTimes,
  content?: ContentSources,
): OctoJson {
  const product: OctoJson = {
    id: boat._id,
    internalName: boat.name,
    reference: boat.urlTitle,
    locale: 'en',
    timeZone: country.timezone,
    allowFreesale: false,
    instantConfirmation: true,
    instantDelivery: true,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: [...OCTO_DELIVERY_FORMATS],
    deliveryMethods: ['VOUCHER'],
    redemptionMethod: 'MANIFEST',
    // A length the calendar never offers (longer than its sailing day) is no option.
    options: optionHours(boat)
      .filter((h) => (starts.get(boat._id)?.get(h) ?? []).length > 0)
      .map((h) => optionOf(catalogue, boat, country, h, caps, starts)),
    title: `${boat.name} private charter`,
    shortDescription: boat.description,
    defaultCurrency: 'USD',
    availableCurrencies: ['USD'],
  };
  if (caps.has('octo/pricing')) product.pricingPer = 'BOOKING';
  if (caps.has('octo/pickups'))
    Object.assign(product, {
      pickupRequired: true,
      pickupAvailable: true,
      pickupPoints: pickupPointsOf(catalogue, boat),
    });
  if (caps.has('octo/content') && content)
    Object.assign(product, productContent(boat, country, boatPickups(catalogue, boat), content));
  return product;
}

/** Every sellable boat whose calendar offers starts in the coming week. */
export async function octoProducts(
  db: Db,
  catalogue: PricingCatalogue,
  caps: Set<OctoCapability>,
  now: Date,
  content?: ContentSources,
): Promise<OctoJson[]> {
  const boats = [...catalogue.boats.byId.values()].filter((b) => sellable(catalogue, b));
  const starts = await weekStartTimes(db, catalogue, boats, now);
  return boats
    .map((b) => octoProduct(catalogue, b, catalogue.countries.get(b.countryId)!, caps, starts, content))
    .filter((p) => (p.options as unknown[]).length > 0);
}
