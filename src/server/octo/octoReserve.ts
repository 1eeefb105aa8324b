// POST /bookings (reserve). A reseller's hold is a hold like a guest's: planned by
// planHold and written by place_hold (the same calendar checks, locks and exclusion constraint), owned by the API key
// ('partner'). The reseller's uuid is the idempotency key (one store, scope 'octo/reserve'): a repeat answers the booking.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HoldRequest } from '../../domain/hold';
import { OCTO_HOLD_LIFETIME_MINUTES, OCTO_HOLD_MINUTES, readAvailabilityId, type OctoReserveBody } from '../../domain/octo';
import { ownerKey, type HoldOwner } from '../db/bookingSchema';
import type { Db, Tx } from '../db/client';
import { octoBookings, type ApiKeyRow, type OctoBookingRow, type StoredContact } from '../db/partnerSchema';
import { HttpError } from '../http/errors';
import { answerOnce, findStoredAnswer, requestHash } from '../idempotency/idempotentRequest';
import { HoldConflict, planHold, SLOT_TAKEN_MESSAGE, type HoldPlan } from '../booking/holdPlan';
import { newBookingId, takenReason } from '../booking/holdStore';
import { isDeadlock, placeHold } from '../booking/holdStatements';
import { partyOf } from './octoAvailability';
import { invalidAvailability, invalidBooking, OctoError, unprocessable } from './octoErrors';
import { octoBoat, octoOptionHours, pickupPointsOf } from './octoProducts';
import { priceOctoTrip } from './octoPricing';
import { dayOffsetMinutes, localTimeString } from '../availability/slotGrid';

export const RESERVE_SCOPE = 'octo/reserve';
/** Open holds one reseller key may have at once: a marketplace holds for many shoppers, but not for the whole fleet. */
export const MAX_LIVE_RESELLER_HOLDS = 200;
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
  const pick = <K extends keyof StoredContact>(k: K) => (c?.[k] === undefined ? before?.[k] ?? null : c[k]) as StoredContact[K];
  return {
    fullName: pick('fullName'), firstName: pick('firstName'), lastName: pick('lastName'), emailAddress: pick('emailAddress'),
    phoneNumber: pick('phoneNumber'), locales: c?.locales ?? before?.locales ?? [], postalCode: pick('postalCode'), country: pick('country'), notes: pick('notes'),
  };
}

/** When a hold ends: what was asked (at most OCTO_HOLD_MINUTES), never past its lifetime or the trip's start. */
export function holdEnds(asked: number | undefined, createdAt: Date, startMs: number, now: Date): Date {
  const minutes = Math.min(asked ?? OCTO_HOLD_MINUTES, OCTO_HOLD_MINUTES);
  return new Date(Math.min(now.getTime() + minutes * MINUTE, createdAt.getTime() + OCTO_HOLD_LIFETIME_MINUTES * MINUTE, startMs));
}

/** Lost to another hold or booking inside the transaction (which is then rolled back). */
class SlotTaken extends Error {}

interface ReserveWrite {
  key: ApiKeyRow;
  uuid: string;
  body: OctoReserveBody;
  plan: HoldPlan;
  pickupId: string;
  amountCents: number;
  expiresAt: Date;
  now: Date;
}

async function writeReserve(tx: Tx, w: ReserveWrite) {
  const holdId = newBookingId();
  const placed = await placeHold(tx, {
    plan: w.plan, bookingId: holdId, owner: partnerOwner(w.key.id), maxLiveHoldsPerDevice: MAX_LIVE_RESELLER_HOLDS, expiresAt: w.expiresAt, now: w.now, answer: {},
  });
  if (placed.kind === 'mainBoatTaken' || placed.kind === 'bioBayTaken') throw new SlotTaken();
  if (placed.kind === 'deviceLimit') throw unprocessable(`This key already holds ${MAX_LIVE_RESELLER_HOLDS} open reservations: confirm or cancel some first.`);
  await tx.insert(octoBookings).values({
    keyId: w.key.id, uuid: w.uuid, id: `octo_${randomBytes(12).toString('base64url')}`, holdId, status: 'ON_HOLD',
    productId: w.body.productId, optionId: w.body.optionId, availabilityId: w.body.availabilityId, pickupId: w.pickupId,
    unitItems: w.body.unitItems.map((u) => ({ uuid: u.uuid ?? randomUUID(), unitId: u.unitId, resellerReference: u.resellerReference ?? null })),
    contact: storedContactOf(w.body.contact), notes: w.body.notes ?? null, resellerReference: w.body.resellerReference ?? null,
    amountCents: w.amountCents, createdAt: w.now, updatedAt: w.now, expiresAt: w.expiresAt,
  });
  return { statusCode: 200, body: { uuid: w.uuid } };
}

/** Reserves and answers the booking's uuid; a repeat of the same uuid and body answers the same booking. */
export async function octoReserve(app: FastifyInstance, key: ApiKeyRow, body: OctoReserveBody): Promise<string> {
  const db = app.deps.database.db;
  const now = app.bookingSettings.now();
  const uuid = body.uuid ?? randomUUID();
  const claim = { scope: RESERVE_SCOPE, owner: ownerKey(partnerOwner(key.id)), key: uuid, requestHash: requestHash(body), now };
  // A repeat gets its booking before anything is planned again (its slot is now held by that very booking).
  if (body.uuid && (await findStoredAnswer(db, claim))) return uuid;
  const catalogue = await app.payments.catalogue.current();
  const { boat, country } = octoBoat(catalogue, body.productId);
  const hours = octoOptionHours(boat, body.optionId);
  const slot = readAvailabilityId(body.availabilityId);
  if (!slot || slot.optionId !== body.optionId) throw invalidAvailability(body.availabilityId);
  // Only an id as availability issues it: the boat's local time with that day's offset ('…T10:00:00-05:00'), so
  // that the booking's local times, and the list by local date, read as the slot the guest was offered.
  const canonical = localTimeString(Date.parse(slot.start), dayOffsetMinutes(slot.start.slice(0, 10), country.timezone));
  if (canonical !== slot.start) throw invalidAvailability(body.availabilityId);
  const party = partyOf(body.unitItems.map((u) => ({ id: u.unitId, quantity: 1 })), boat);
  const points = pickupPointsOf(catalogue, boat);
  const pickupId = body.pickupPointId ?? points[0]?.id;
  if (!pickupId || !points.some((p) => p.id === pickupId)) throw new OctoError('BAD_REQUEST', `pickupPointId must be one of this product's pick-up points.`);
  const priced = priceOctoTrip(catalogue, { boat, hours, ...party, pickupId, startTime: slot.start, zone: country.timezone });
  const request: HoldRequest = {
    startTime: slot.start, tripType: 'STANDARD', boats: [{ boatId: boat._id, duration: hours, boatRole: 'primary' }], countryId: country._id,
    timezone: country.timezone, regionId: boat.regions[0]._id, pulId: pickupId, activities: [], estTimePace: 'standard', fishingHours: 3,
    adult: party.adults, children: party.children,
  };
  let plan: HoldPlan;
  try {
    plan = await planHold(db, request, app.bookingSettings);
  } catch (error) {
    // A start the calendar does not offer for this length is not an availability of this option.
    if (error instanceof HttpError && error.code === 'OUTSIDE_HOURS') throw invalidAvailability(body.availabilityId, error.message);
    throw error;
  }
  const write: ReserveWrite = {
    key, uuid, body, plan, pickupId, amountCents: priced.result.price, expiresAt: holdEnds(body.expirationMinutes, now, plan.slot.startMs, now), now,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await answerOnce(db, claim, (tx) => writeReserve(tx, write));
      return uuid;
    } catch (error) {
      if (error instanceof SlotTaken) throw new HoldConflict(await takenReason(db, plan), SLOT_TAKEN_MESSAGE);
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}
