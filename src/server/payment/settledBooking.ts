// A booking settled outside the card checkout (an agency's account, a reseller): a PAID payment row of that provider,
// the booking with its KY- reference and the guest's usual confirmation, all in the caller's transaction with the hold
// already booked. The confirmation page, its emails and the booking's reads stay one path whatever settled it.
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import type { PaymentBooking } from '../db/paymentBooking';
import { payments, type PaymentRow } from '../db/paymentSchema';
import { emailSettings } from '../email/settings';
import { linkToken } from '../http/linkTokens';
import { enqueueConfirmation } from './bookingMails';
import { newPaymentId, successPathOf } from './checkoutSessions';
import { insertBooking } from './paymentEvents';

export interface SettledBooking {
  provider: Extract<PaymentRow['provider'], 'account' | 'reseller'>;
  /** Unique per settlement: what the payment row names as its session. */
  sessionId: string;
  holdId: string;
  /** The hold owner's key (ownerKey), kept as the payment's device. */
  ownerKey: string;
  amountCents: number;
  country: { _id: string; urlTitle: string; code: string };
  booking: PaymentBooking;
  /** False when the guest asked for no email (an OCTO reseller's emailReceipt: false). */
  emailGuest?: boolean;
}

export async function recordSettledBooking(
  app: FastifyInstance,
  tx: Tx,
  s: SettledBooking,
  now: Date,
): Promise<{ bookingRef: string; paymentId: string }> {
  const paymentId = newPaymentId();
  const successPath = successPathOf(
    paymentId,
    s.country.urlTitle,
    linkToken(app.bookingSettings.cookieSecret, 'payment', paymentId),
  );
  const payment = {
    id: paymentId,
    provider: s.provider,
    sessionId: s.sessionId,
    holdId: s.holdId,
    deviceId: s.ownerKey,
    status: 'PAID' as const,
    amountCents: s.amountCents,
    countryId: s.country._id,
    countryUrlTitle: s.country.urlTitle,
    countryCode: s.country.code,
    booking: s.booking,
    successPath,
    cancelPath: '',
    sessionExpiresAt: now,
    createdAt: now,
    updatedAt: now,
  };
  await tx.insert(payments).values(payment);
  const bookingRef = await insertBooking(tx, payment, now);
  if (s.emailGuest !== false) {
    const mailSettings = emailSettings(process.env, { now: () => now });
    await enqueueConfirmation(
      tx,
      { bookingRef, booking: s.booking, pageUrl: app.payments.settings.publicUrl + successPath },
      mailSettings,
      now,
    );
  }
  return { bookingRef, paymentId };
}
