// Provider events: each event id is handled once. A completed payment turns its hold into a booking in one
// transaction (payment row and hold locked, so duplicates and racing processes wait and then find it done);
// a payment whose slot was lost and taken is refunded and the guest told.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { newBookingRef } from '../../domain/schema';
import type { FastifyInstance } from 'fastify';
import { bookHold, lockHold } from '../booking/holdStore';
import { bookings, paymentEvents, payments, type PaymentRow } from '../db/paymentSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { HttpError } from '../http/errors';
import type { Tx } from '../db/client';
import type { PricingCatalogue } from '../pricing/catalogueSnapshot';
import { enqueueConfirmation, refundMail } from './bookingMails';

export interface ProviderEvent {
  id: string;
  type: string;
  data: { object: { id?: string; payment_status?: string; payment_intent?: string | null; amount_total?: number } };
}

export function parseEvent(raw: Buffer): ProviderEvent {
  let event: unknown;
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Invalid event: not JSON', 'BAD_REQUEST');
  }
  const e = event as Partial<ProviderEvent> | null;
  if (
    !e ||
    typeof e.id !== 'string' ||
    e.id.length > 255 ||
    typeof e.type !== 'string' ||
    typeof e.data?.object !== 'object' ||
    e.data.object === null
  ) {
    throw new HttpError(400, 'Invalid event: id, type and data.object are required', 'BAD_REQUEST');
  }
  return e as ProviderEvent;
}

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const SAVEPOINT_RETRIES = 5;

/** A new reference, in a savepoint so that the (very unlikely) clash with an existing one is simply retried. */
export async function insertBooking(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'countryCode' | 'holdId' | 'deviceId' | 'booking'>,
  now: Date,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const bookingRef = newBookingRef(payment.countryCode, randomInt);
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(bookings).values({
          bookingRef,
          paymentId: payment.id,
          holdId: payment.holdId,
          deviceId: payment.deviceId,
          email: payment.booking.email,
          createdAt: now,
          updatedAt: now,
        });
      });
      return bookingRef;
    } catch (error) {
      if (attempt >= SAVEPOINT_RETRIES) throw error;
    }
  }
}

type Outcome = 'ignored' | 'booked' | 'refund';

export function paymentEventHandler(app: FastifyInstance) {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();
  const mailSettings = () => emailSettings(process.env, { now });
  const { provider, settings } = app.payments;

  async function complete(
    tx: Tx,
    sessionId: string,
    paymentIntent: string | null,
    catalogue: PricingCatalogue,
  ): Promise<Outcome> {
    const [payment] = await tx.select().from(payments).where(eq(payments.sessionId, sessionId)).for('update');
    if (!payment || (payment.status !== 'PENDING' && payment.status !== 'EXPIRED')) return 'ignored';
    const at = now();
    if (payment.changesBookingRef) {
      const moved = (await app.payments.changePaid?.(tx, payment, at, catalogue)) ?? false;
      await tx
        .update(payments)
        .set({ status: moved ? 'PAID' : 'REFUNDING', providerPaymentId: paymentIntent, updatedAt: at })
        .where(eq(payments.id, payment.id));
      return moved ? 'booked' : 'refund';
    }
    const hold = await lockHold(tx, payment.holdId);
    if (!hold || !(await bookHold(tx, hold, at))) {
      await tx
        .update(payments)
        .set({ status: 'REFUNDING', providerPaymentId: paymentIntent, updatedAt: at })
        .where(eq(payments.id, payment.id));
      return 'refund';
    }
    const bookingRef = await insertBooking(tx, payment, at);
    await tx
      .update(payments)
      .set({ status: 'PAID', providerPaymentId: paymentIntent, updatedAt: at })
      .where(eq(payments.id, payment.id));
    for (const listener of app.payments.bookedListeners)
      await listener(tx, { holdId: payment.holdId, bookingRef, paymentId: payment.id, at });
    const trip = { bookingRef, booking: payment.booking, pageUrl: settings.publicUrl + payment.successPath };
    await enqueueConfirmation(tx, trip, mailSettings(), at);
    return 'booked';
  }

  /** Refunds a payment left REFUNDING (now, or by an earlier attempt that failed) and tells the guest. */
  async function finishRefund(sessionId: string): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
    if (payment?.status !== 'REFUNDING') return;
    const refundId = await provider.refund({
      paymentId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
    });
    await db.transaction(async (tx) => {
      const done = await tx
        .update(payments)
        .set({ status: 'REFUNDED', refundId, updatedAt: now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'REFUNDING')))
        .returning({ id: payments.id });
      if (done.length === 0) return;
      await enqueueMails(tx, [refundMail(payment.booking, payment.amountCents)], mailSettings(), {
        submissionId: `refund-${payment.id}`,
        now: now(),
      });
    });
    app.log.warn({ paymentId: payment.id, refundId }, 'payment refunded: its slot was taken');
  }

  return async function handle(event: ProviderEvent): Promise<{ received: true; duplicate: boolean }> {
    const session = event.data.object;
    const sessionId = typeof session.id === 'string' ? session.id : null;
    let duplicate = false;
    // Read before the transaction: a difference payment re-prices the move inside it (see ChangePaidHandler).
    const catalogue = await app.payments.catalogue.current();
    await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type.slice(0, 200), sessionId, receivedAt: now() })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      duplicate = fresh.length === 0;
      if (duplicate || !sessionId) return;
      if (PAID_EVENTS.has(event.type) && session.payment_status === 'paid') {
        await complete(
          tx,
          sessionId,
          typeof session.payment_intent === 'string' ? session.payment_intent : null,
          catalogue,
        );
      } else if (event.type === 'checkout.session.expired') {
        await tx
          .update(payments)
          .set({ status: 'EXPIRED', updatedAt: now() })
          .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'PENDING')));
      }
    });
    // Also on a duplicate: the provider resends an event whose refund failed last time.
    if (sessionId) await finishRefund(sessionId);
    return { received: true, duplicate };
  };
}
