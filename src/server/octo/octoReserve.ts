// POST /bookings (reserve). A reseller's hold is a hold like a guest's: planned by
// planHold and written by place_hold (the same calendar checks, locks and exclusion constraint), owned by the API key
// ('partner'). The reseller's uuid is the idempotency key (one store, scope 'octo/reserve'): a repeat answers the
// booking.
import { defined } from '../../domain/schema';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldRequest } from '../../domain/booking';
import { DEFAULT_PACE, FISHING_HOURS } from '../../domain/trip';
import {
  octoPhoneOf,
  OCTO_HOLD_LIFETIME_MINUTES,
  OCTO_HOLD_MINUTES,
  readAvailabilityId,
  type OctoReserveBody,
  type OctoUnitItemBody,
} from '../../domain/protocol';
import { ownerKey, type HoldOwner } from '../db/bookingSchema';
import type { Db, Tx } from '../db/client';
import {
  octoBookings,
  type ApiKeyRow,
  type OctoBookingRow,
  type StoredContact,
  type StoredUnitItem,
} from '../db/partnerSchema';
import { HttpError } from '../http/errors';
import { answerOnce, findStoredAnswer, requestHash } from '../idempotency/idempotentRequest';
import { HoldConflict, planHold, SLOT_TAKEN_MESSAGE, type HoldPlan } from '../booking/holdPlan';
import { newHoldId, takenReason } from '../booking/holdStore';
import { isDeadlock, placeHold, range } from '../booking/holdStatements';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { partyOf } from './octoAvailability';
import { invalidAvailability, invalidBooking, OctoError, unprocessable } from './octoErrors';
import { octoBoat, octoOptionHours, pickupPointsOf } from './octoProducts';
import { priceOctoTrip } from './octoPricing';
import { dayOffsetMinutes, localTimeString } from '../availability/slotGrid';
import { rowsOf } from '../db/rows';

const RESERVE_SCOPE = 'octo/reserve';
/** Open holds one reseller key may have at once: a marketplace holds for many shoppers, but not for the whole fleet. */
const MAX_LIVE_RESELLER_HOLDS = 200;
const DEADLOCK_ATTEMPTS = 3;
const MINUTE = 60_000;

export const partnerOwner = (keyId: string): HoldOwner => ({ kind: 'partner', id: keyId });

/** A key's booking by the reseller's uuid. */
export const rowIs = (keyId: string, uuid: string) => and(eq(octoBookings.keyId, keyId), eq(octoBookings.uuid, uuid));

export async function findOctoBooking(db: Db | Tx, keyId: string, uuid: string): Promise<OctoBookingRow> {
  const [row] = await db.select().from(octoBookings).where(rowIs(keyId, uuid));
  if (!row) throw invalidBooking(uuid);
  return row;
}

export function storedContactOf(c: OctoReserveBody['contact'] | undefined, before?: StoredContact): StoredContact {
  const pick = <K extends keyof StoredContact>(k: K) =>
    (c?.[k] === undefined ? (before?.[k] ?? null) : c[k]) as StoredContact[K];
  const phone = pick('phoneNumber');
  return {
    fullName: pick('fullName'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    emailAddress: pick('emailAddress'),
    phoneNumber: phone === null ? null : octoPhoneOf(phone, pick('country')),
    locales: c?.locales ?? before?.locales ?? [],
    postalCode: pick('postalCode'),
    country: pick('country'),
    notes: pick('notes'),
  };
}

/** When a hold ends: what was asked (at most OCTO_HOLD_MINUTES), never past its lifetime or the trip's start. */
export function holdEnds(asked: number | undefined, createdAt: Date, startMs: number, now: Date): Date {
  const minutes = Math.min(asked ?? OCTO_HOLD_MINUTES, OCTO_HOLD_MINUTES);
  return new Date(
    Math.min(now.getTime() + minutes * MINUTE, createdAt.getTime() + OCTO_HOLD_LIFETIME_MINUTES * MINUTE, startMs),
  );
}

/** Lost to another hold or booking inside the transaction (which is then rolled back). */
class SlotTaken extends Error {}

/** What a reservation books, as the reseller names it (a reserve, or an update of a hold). */
export interface ReservationSpec {
  productId: string;
  optionId: string;
  availabilityId: string;
  unitItems?: OctoUnitItemBody[];
  pickupPointId?: string | null;
}

/** A reservation checked against the catalogue and the calendar, planned as a hold and priced. */
export interface PlannedReservation {
  plan: HoldPlan;
  pickupId: string;
  amountCents: number;
  unitItems: StoredUnitItem[];
}

/** The unit items as stored: each keeps the uuid the reseller gave (or a new one) and its reference. */
export function storedUnitItems(items: OctoUnitItemBody[], before: StoredUnitItem[] = []): StoredUnitItem[] {
  const known = new Map(before.map((u) => [u.uuid, u]));
  return items.map((u) => ({
    uuid: u.uuid ?? randomUUID(),
    unitId: u.unitId,
    resellerReference: u.resellerReference ?? known.get(u.uuid ?? '')?.resellerReference ?? null,
  }));
}

/**
 * Checks and plans what a reservation books, in OCTO's order of refusals: the product, the option, the start, then
 * the units (none at all is UNPROCESSABLE_ENTITY, an unknown one INVALID_UNIT_ID, a party the boat cannot take
 * UNPROCESSABLE_ENTITY), then the calendar (planHold, the guest flow's own checks).
 */
export async function planReservation(
  app: FastifyInstance,
  catalogue: PricingCatalogue,
  spec: ReservationSpec,
  before: StoredUnitItem[] = [],
): Promise<PlannedReservation> {
  const { boat, country } = octoBoat(catalogue, spec.productId);
  const hours = octoOptionHours(boat, spec.optionId);
  const slot = readAvailabilityId(spec.availabilityId);
  if (!slot || slot.optionId !== spec.optionId) throw invalidAvailability(spec.availabilityId);
  // Only an id as availability issues it: the boat's local time with that day's offset ('…T10:00:00-05:00'), so
  // that the booking's local times, and the list by local date, read as the slot the guest was offered.
  const canonical = localTimeString(
    Date.parse(slot.start),
    dayOffsetMinutes(slot.start.slice(0, 10), country.timezone),
  );
  if (canonical !== slot.start) throw invalidAvailability(spec.availabilityId);
  if (!spec.unitItems || spec.unitItems.length === 0)
    throw unprocessable('unitItems: a booking needs at least one unit (adult or child).');
  const party = partyOf(
    spec.unitItems.map((u) => ({ id: u.unitId, quantity: 1 })),
    boat,
  );
  const points = pickupPointsOf(catalogue, boat);
  const pickupId = spec.pickupPointId ?? points[0]?.id;
  if (!pickupId || !points.some((p) => p.id === pickupId))
    throw new OctoError('BAD_REQUEST', `pickupPointId must be one of this product's pick-up points.`);
  const priced = priceOctoTrip(catalogue, {
    boat,
    hours,
    ...party,
    pickupId,
    startTime: slot.start,
    zone: country.timezone,
  });
  const request: HoldRequest = {
    startTime: slot.start,
    tripType: 'STANDARD',
    boats: [{ boatId: boat._id, duration: hours, boatRole: 'primary' }],
    countryId: country._id,
    timezone: country.timezone,
    regionId: defined(boat.regions[0], "the boat's region")._id,
    pulId: pickupId,
    activities: [],
    estTimePace: DEFAULT_PACE,
    fishingHours: FISHING_HOURS.default,
    adult: party.adults,
    children: party.children,
  };
  try {
    const plan = await planHold(app.deps.database.db, request, app.bookingSettings);
    return { plan, pickupId, amountCents: priced.result.price, unitItems: storedUnitItems(spec.unitItems, before) };
  } catch (error) {
    // A start the calendar does not offer for this length is not an availability of this option.
    if (error instanceof HttpError && error.code === 'OUTSIDE_HOURS')
      throw invalidAvailability(spec.availabilityId, error.message);
    throw error;
  }
}

/**
 * A test key's reservation holds nothing, so it is checked here against what would refuse a hold: a booking, a live
 * hold or a closure of the boat at that time (a guest's hold is never taken from them by a test).
 */
export async function refuseTakenForTest(
  db: Db | Tx,
  plan: { main: { _id: string }; slot: { startMs: number; endMs: number } },
  now: Date,
): Promise<void> {
  const during = range(plan.slot.startMs, plan.slot.endMs);
  const taken = rowsOf(
    await db.execute(sql`
    SELECT 1 FROM boat_reservations WHERE boat_id = ${plan.main._id} AND during && ${during}::tstzrange
      AND (status = 'BOOKED' OR (status = 'HELD' AND expires_at > ${now.toISOString()}::timestamptz))
    UNION ALL
    SELECT 1 FROM calendar_closures WHERE reopened_at IS NULL AND ${plan.main._id} = ANY (boat_ids) AND during && ${during}::tstzrange
    LIMIT 1`),
  );
  if (taken.length > 0) throw new HoldConflict(await takenReason(db as Db, plan), SLOT_TAKEN_MESSAGE);
}

/** Holds the planned reservation for the key (a test key holds nothing); false when the slot was taken. */
export async function holdReservation(
  tx: Tx,
  key: ApiKeyRow,
  planned: PlannedReservation,
  expiresAt: Date,
  now: Date,
): Promise<string | null> {
  if (key.testMode) {
    await refuseTakenForTest(tx, planned.plan, now);
    return null;
  }
  const holdId = newHoldId();
  const placed = await placeHold(tx, {
    plan: planned.plan,
    holdId,
    owner: partnerOwner(key.id),
    maxLiveHoldsPerDevice: MAX_LIVE_RESELLER_HOLDS,
    expiresAt,
    now,
    answer: {},
  });
  if (placed.kind === 'mainBoatTaken' || placed.kind === 'bioBayTaken') throw new SlotTaken();
  if (placed.kind === 'deviceLimit')
    throw unprocessable(
      `This key already holds ${MAX_LIVE_RESELLER_HOLDS} open reservations: confirm or cancel some first.`,
    );
  return holdId;
}

interface ReserveWrite {
  key: ApiKeyRow;
  uuid: string;
  body: OctoReserveBody;
  planned: PlannedReservation;
  expiresAt: Date;
  now: Date;
}

async function writeReserve(tx: Tx, w: ReserveWrite) {
  const holdId = await holdReservation(tx, w.key, w.planned, w.expiresAt, w.now);
  await tx.insert(octoBookings).values({
    keyId: w.key.id,
    uuid: w.uuid,
    id: `octo_${randomBytes(12).toString('base64url')}`,
    holdId,
    testMode: w.key.testMode,
    status: 'ON_HOLD',
    productId: w.body.productId,
    optionId: w.body.optionId,
    availabilityId: w.body.availabilityId,
    pickupId: w.planned.pickupId,
    unitItems: w.planned.unitItems,
    contact: storedContactOf(w.body.contact),
    notes: w.body.notes ?? null,
    resellerReference: w.body.resellerReference ?? null,
    amountCents: w.planned.amountCents,
    createdAt: w.now,
    updatedAt: w.now,
    expiresAt: w.expiresAt,
  });
  return { statusCode: 200, body: { uuid: w.uuid } };
}

/**
 * Runs a write that holds a slot, retried after a deadlock; a slot lost meanwhile is UNPROCESSABLE_ENTITY with its
 * reason.
 */
export async function withSlotRetries<T>(db: Db, plan: HoldPlan, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (error instanceof SlotTaken) throw new HoldConflict(await takenReason(db, plan), SLOT_TAKEN_MESSAGE);
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

/** Reserves and answers the booking's uuid; a repeat of the same uuid and body answers the same booking. */
export async function octoReserve(app: FastifyInstance, key: ApiKeyRow, body: OctoReserveBody): Promise<string> {
  const db = app.deps.database.db;
  const now = app.bookingSettings.now();
  const uuid = body.uuid ?? randomUUID();
  const claim = {
    scope: RESERVE_SCOPE,
    owner: ownerKey(partnerOwner(key.id)),
    key: uuid,
    requestHash: requestHash(body),
    now,
  };
  // A repeat gets its booking before anything is planned again (its slot is now held by that very booking).
  if (body.uuid && (await findStoredAnswer(db, claim))) return uuid;
  const catalogue = await app.payments.catalogue.current();
  const planned = await planReservation(app, catalogue, body);
  const write: ReserveWrite = {
    key,
    uuid,
    body,
    planned,
    expiresAt: holdEnds(body.expirationMinutes, now, planned.plan.slot.startMs, now),
    now,
  };
  await withSlotRetries(db, planned.plan, () => answerOnce(db, claim, (tx) => writeReserve(tx, write)));
  return uuid;
}
