// POST booking/reserve: an agent's reservation, written in one transaction with its hold (place_hold, so the same
// exclusion constraint, locks and limits decide as for a guest's hold) and its answer under the Idempotency-Key. On an
// agency's account the hold is booked at once (a KY- reference and the guest's confirmation); otherwise the guest is
// sent a payment link and the slot stays held until the reservation ends.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mayDo } from '../../domain/office';
import type { CalculatedTrip, Discount } from '../../domain/pricing';
import { reservationPaymentPath } from '../../domain/protocol';
import type { AppliedDiscount, BookingReservation, ReservationAnswer, Settlement } from '../../domain/booking';
import { allowanceOf, checkDiscountAllowed } from '../auth/discountAllowance';
import type { SignedIn } from '../auth/setup';
import type { AgencyRow, UserRow } from '../db/authSchema';
import { ownerKey, type HoldOwner } from '../db/bookingSchema';
import { reservations } from '../db/reservationSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import { linkToken } from '../http/linkTokens';
import { answerOnce, requestHash, type Answer } from '../idempotency/idempotentRequest';
import type { Tx } from '../db/client';
import { HoldConflict, planHold, SLOT_TAKEN_MESSAGE, type HoldPlan } from '../booking/holdPlan';
import { bookHold, lockHold, newHoldId, takenReason } from '../booking/holdStore';
import { isDeadlock, placeHold } from '../booking/holdStatements';
import { storedBookingFor } from '../payment/checkoutPlan';
import { recordSettledBooking } from '../payment/settledBooking';
import type { PaymentBooking } from '../db/paymentBooking';
import { agentNoticeMail, paymentLinkMail, type ReservedTrip } from './reservationMails';
import { holdRequestOf, priceReservation, readReservation, reservationEnds } from './reservePlan';

const ZERO_PRICE_MESSAGE =
  "This discount makes the trip free ($0.00), and a booking cannot be made for nothing: its price is what refunds, the agency's statement and the reports read. Give a smaller discount.";

const newReservationId = () => `rsv_${randomBytes(12).toString('base64url')}`;
const agentOwner = (userId: string): HoldOwner => ({ kind: 'agent', id: userId });
const DEADLOCK_ATTEMPTS = 3;

export const agentOf = (user: UserRow, agency: AgencyRow | null): ReservedTrip['agent'] => ({
  name: user.name,
  email: user.email,
  agencyName: agency?.name ?? null,
});

/** Lost to another hold or booking inside the transaction (which is then rolled back). */
class SlotTaken extends Error {
  constructor(readonly bioBay: boolean) {
    super(SLOT_TAKEN_MESSAGE);
  }
}

function settlementOf(body: BookingReservation, owner: { user: UserRow; agency: AgencyRow | null }): Settlement {
  const mayUseAccount = owner.agency?.mayBookOnAccount === true || mayDo(owner.user.role, 'bookings:all');
  const settlement = body.payment ?? (owner.agency?.mayBookOnAccount ? 'account' : 'link');
  if (settlement === 'account' && !mayUseAccount) {
    throw new HttpError(
      403,
      'Your agency does not book on account: send the guest a payment link instead.',
      'NO_ACCOUNT',
    );
  }
  return settlement;
}

/** The discount as the booking keeps it: what it was and what it changed (an extra fee adds its amount). */
function appliedDiscountOf(trip: CalculatedTrip, discount: Discount | undefined): AppliedDiscount | null {
  if (!discount) return null;
  const cents = discount.discountType === 'EXTRA_FEE' ? discount.discountValue : trip.tripSummary.discount.price;
  return { ...discount, cents };
}

export interface ReserveContext {
  app: FastifyInstance;
  signedIn: SignedIn;
  idempotencyKey?: string;
}

export async function reserve(
  { app, signedIn, idempotencyKey }: ReserveContext,
  body: BookingReservation,
): Promise<Answer & { replayed: boolean }> {
  const db = app.deps.database.db;
  const now = app.bookingSettings.now();
  const { principal, account: owner } = signedIn;
  const settlement = settlementOf(body, owner);
  const catalogue = await app.payments.catalogue.current();
  const trip = readReservation(catalogue, body);
  const priced = priceReservation(catalogue, trip, body);
  if (trip.discount) checkDiscountAllowed(trip.discount, priced, allowanceOf(owner));
  // A free trip is refused, saying why: every booking keeps a price (refunds, statements and reports read it), and a
  // payment link for nothing would send the guest to pay $0.00.
  if (priced.result.price <= 0) throw new HttpError(422, ZERO_PRICE_MESSAGE, 'ZERO_PRICE');
  const plan = await planHold(db, holdRequestOf(trip, priced, body), app.bookingSettings, {
    customStart: mayDo(principal.role, 'customTime'),
  });
  const endsAt = settlement === 'account' ? null : reservationEnds(body.expire, plan.slot.startMs, now);
  const booking = storedBookingFor({
    country: trip.country,
    boat: trip.boat,
    trip: priced,
    start: new Date(plan.slot.startMs),
    end: new Date(plan.slot.endMs),
    contact: body,
    adults: trip.adults,
    kids: trip.kids,
    regionId: trip.region._id,
    pulId: trip.pickUp._id,
    dolId: trip.dropOff?._id,
    activities: trip.activities.map((a) => a._id),
    estTimePace: body.estTimePace,
    fishingHours: body.fishingHours,
    startDate: body.start_date,
    endDate: body.end_date,
  });
  const write: ReservationWrite = {
    app,
    owner,
    plan,
    booking,
    settlement,
    endsAt,
    now,
    amountCents: priced.result.price,
    discount: appliedDiscountOf(priced, trip.discount),
    country: trip.country,
  };
  const claim = {
    scope: 'booking/reserve',
    owner: ownerKey(agentOwner(owner.user.id)),
    key: idempotencyKey,
    requestHash: requestHash(body),
    now,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await answerOnce(db, claim, (tx) => writeReservation(tx, write));
    } catch (error) {
      if (error instanceof SlotTaken) {
        throw new HoldConflict(
          error.bioBay ? 'ADDITIONAL_BOAT_UNAVAILABLE' : await takenReason(db, plan),
          SLOT_TAKEN_MESSAGE,
        );
      }
      if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
    }
  }
}

interface ReservationWrite {
  app: FastifyInstance;
  owner: { user: UserRow; agency: AgencyRow | null };
  plan: HoldPlan;
  booking: PaymentBooking;
  settlement: Settlement;
  endsAt: Date | null;
  now: Date;
  amountCents: number;
  discount: AppliedDiscount | null;
  country: { _id: string; urlTitle: string; code: string };
}

async function writeReservation(tx: Tx, w: ReservationWrite): Promise<Answer> {
  const { app, owner, plan, now } = w;
  const holdId = newHoldId();
  // A booking on account is booked in this same transaction: its hold only has to last until then.
  const holdEnds = w.endsAt ?? new Date(now.getTime() + 60_000);
  const placed = await placeHold(tx, {
    plan,
    holdId,
    owner: agentOwner(owner.user.id),
    maxLiveHoldsPerDevice: app.auth.settings.maxLiveReservationsPerAgent,
    expiresAt: holdEnds,
    now,
    answer: {},
  });
  if (placed.kind === 'mainBoatTaken' || placed.kind === 'bioBayTaken')
    throw new SlotTaken(placed.kind === 'bioBayTaken');
  if (placed.kind === 'deviceLimit') {
    throw new HttpError(
      429,
      `You already hold ${app.auth.settings.maxLiveReservationsPerAgent} open reservations. Let some be paid or cancel them first.`,
      'RESERVATION_LIMIT',
    );
  }
  const id = newReservationId();
  await tx.insert(reservations).values({
    id,
    holdId,
    agentId: owner.user.id,
    agencyId: owner.agency?.id ?? null,
    status: 'RESERVED',
    settlement: w.settlement,
    countryId: w.country._id,
    countryUrlTitle: w.country.urlTitle,
    countryCode: w.country.code,
    booking: w.booking,
    amountCents: w.amountCents,
    discount: w.discount,
    customStart: plan.slot.custom,
    startTime: new Date(plan.slot.startMs),
    expiresAt: w.endsAt,
    createdAt: now,
    updatedAt: now,
  });
  const reserved: ReservedTrip = {
    reservationId: id,
    booking: w.booking,
    amountCents: w.amountCents,
    agent: agentOf(owner.user, owner.agency),
  };
  const bookingRef = w.settlement === 'account' ? await bookOnAccount(tx, w, id, holdId, reserved) : null;
  if (!bookingRef) {
    const { publicUrl } = app.payments.settings;
    const payUrl =
      publicUrl +
      reservationPaymentPath(w.country.urlTitle, id, linkToken(app.bookingSettings.cookieSecret, 'reservation', id));
    await enqueueMails(
      tx,
      [paymentLinkMail(reserved, payUrl, w.endsAt!)],
      emailSettings(process.env, { now: () => now }),
      { submissionId: `reservation-${id}`, now },
    );
  }
  const answer: ReservationAnswer = {
    reservationId: id,
    status: bookingRef ? 'ON_ACCOUNT' : 'RESERVED',
    startTime: plan.slot.startTime,
    endTime: plan.slot.endTime,
    expiresAt: w.endsAt?.toISOString() ?? null,
    amountCents: w.amountCents,
    bookingRef,
    discount: w.discount,
    customStart: plan.slot.custom,
  };
  return { statusCode: 201, body: answer };
}

/**
 * The hold booked at once, settled by the agency: a payment row of provider 'account', the booking and the guest's
 * confirmation.
 */
async function bookOnAccount(
  tx: Tx,
  w: ReservationWrite,
  id: string,
  holdId: string,
  reserved: ReservedTrip,
): Promise<string> {
  const { app, now } = w;
  const hold = await lockHold(tx, holdId);
  if (!hold || !(await bookHold(tx, hold, now))) throw new SlotTaken(false);
  const { bookingRef } = await recordSettledBooking(
    app,
    tx,
    {
      provider: 'account',
      sessionId: `acct_${id}`,
      holdId,
      ownerKey: ownerKey(agentOwner(w.owner.user.id)),
      amountCents: w.amountCents,
      country: w.country,
      booking: w.booking,
    },
    now,
  );
  await tx
    .update(reservations)
    .set({ status: 'ON_ACCOUNT', bookingRef, expiresAt: null, updatedAt: now })
    .where(eqId(id));
  await enqueueMails(
    tx,
    [agentNoticeMail(reserved, 'on-account', bookingRef)],
    emailSettings(process.env, { now: () => now }),
    { submissionId: `reservation-${id}-booked`, now },
  );
  return bookingRef;
}

const eqId = (id: string) => eq(reservations.id, id);
