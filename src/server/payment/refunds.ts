// Every refund the office or a guest's cancel or change gives, through the one checkout provider. The payment row is
// locked first, so concurrent refunds of a payment take turns: a repeat of a request key answers the refund it made
// (twenty clicks, one refund), and the refunds of a payment never add up past what was paid (also a database check).
import { defined } from '../../domain/schema';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { formatMoney } from '../../domain/texts';
import { OPERATOR_MESSAGES } from '../../domain/office';
import { audit, type Actor } from '../audit/auditLog';
import type { Tx } from '../db/client';
import { refunds, type RefundRow } from '../db/operationsSchema';
import { payments, type PaymentRow } from '../db/paymentSchema';
import { HttpError } from '../http/errors';
import { KEY_REUSED_MESSAGE } from '../idempotency/idempotentRequest';
import type { CheckoutProvider } from './checkoutProvider';

export interface RefundOrder {
  paymentId: string;
  bookingRef: string | null;
  amountCents: number;
  reason: string;
  /** The same key is the same refund: the Idempotency-Key of the request, or the act ('cancel', 'change-…'). */
  requestKey: string;
  actor: Actor;
  now: Date;
}

export interface RefundOutcome {
  refund: RefundRow;
  payment: PaymentRow;
  /** A repeat of a key already refunded: nothing new moved. */
  repeated: boolean;
}

const newRefundId = () => `rf_${randomBytes(12).toString('base64url')}`;

/** Paid by card (Stripe or the test checkout): the only payments a refund gives money back to. */
const byCard = (p: Pick<PaymentRow, 'provider'>) => p.provider === 'stripe' || p.provider === 'test';

/** What a refund may still give back of a card payment (none on account or through a reseller: they settle it). */
export const refundableCents = (p: Pick<PaymentRow, 'provider' | 'amountCents' | 'refundedCents'>) =>
  byCard(p) ? p.amountCents - p.refundedCents : 0;

export async function refundPayment(provider: CheckoutProvider, tx: Tx, order: RefundOrder): Promise<RefundOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).for('update');
  if (!payment) throw new HttpError(404, OPERATOR_MESSAGES.bookingNotFound);
  const [done] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.requestKey, order.requestKey)));
  if (done) {
    // A repeat is the same refund; the same key for another amount or reason is another request: refused, as on every
    // route.
    if (done.amountCents !== order.amountCents || done.reason !== order.reason)
      throw new HttpError(422, KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
    return { refund: done, payment, repeated: true };
  }
  if (!byCard(payment)) throw new HttpError(409, OPERATOR_MESSAGES.refundOnAccount, 'REFUND_ON_ACCOUNT');
  const left = refundableCents(payment);
  if (order.amountCents > left)
    throw new HttpError(409, OPERATOR_MESSAGES.refundTooLarge(formatMoney(left)), 'REFUND_TOO_LARGE');
  const providerRefundId = await provider.refund({
    paymentId: payment.id,
    providerPaymentId: payment.providerPaymentId,
    amountCents: order.amountCents,
    requestKey: order.requestKey,
  });
  const refund = defined(
    (
      await tx
        .insert(refunds)
        .values({
          id: newRefundId(),
          paymentId: payment.id,
          bookingRef: order.bookingRef,
          amountCents: order.amountCents,
          reason: order.reason,
          requestKey: order.requestKey,
          providerRefundId,
          requestedBy: order.actor,
          createdAt: order.now,
        })
        .returning()
    )[0],
    'the new refund',
  );
  const refundedCents = payment.refundedCents + order.amountCents;
  const updated = defined(
    (
      await tx
        .update(payments)
        .set({
          refundId: providerRefundId,
          refundedCents,
          status: refundedCents >= payment.amountCents ? 'REFUNDED' : payment.status,
          updatedAt: order.now,
        })
        .where(eq(payments.id, payment.id))
        .returning()
    )[0],
    'the refunded payment',
  );
  await audit(tx, {
    actor: order.actor,
    action: 'refunded',
    bookingRef: order.bookingRef,
    at: order.now,
    detail: { refundId: refund.id, amountCents: order.amountCents, reason: order.reason, providerRefundId },
  });
  return { refund, payment: updated, repeated: false };
}
