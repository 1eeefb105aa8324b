// The emails of running a booking: a closure's notice (change or full refund), the cancellation, the new time, and a
// refund from the office. Times are the boats' local time with the zone written out (when()).
import { formatMoney, MAIL_TEXT, REFUND_WORDS, type MoneyBack } from '../../domain/texts';
import type { ClosureReason } from '../../domain/office';
import type { PaymentBooking } from '../db/paymentBooking';
import type { OutgoingMail } from '../email/outgoingMails';
import { guestMail, tripRows, when } from './bookingMails';

const {
  closure: CLOSURE,
  bookingCancelled: CANCELLED,
  bookingChanged: CHANGED,
  refundGiven: REFUNDED,
  reservationCancelled: RESERVATION,
  reopened: REOPENED,
} = MAIL_TEXT;

const refundText = (cents: number) =>
  cents > 0 ? RESERVATION.refunded(formatMoney(cents, { currencyCode: true })) : RESERVATION.noPayment;
const usd = (cents: number) => formatMoney(cents, { currencyCode: true });

/** `money`: what cancelling would give back, so the notice promises exactly that (REFUND_WORDS). */
export function closureNoticeMail(
  b: PaymentBooking,
  bookingRef: string,
  reason: ClosureReason,
  pageUrl: string,
  money: MoneyBack,
): OutgoingMail {
  return guestMail(b, 'booking-closure', {
    subject: CLOSURE.subject[reason](bookingRef),
    heading: CLOSURE.heading,
    paragraphs: [
      MAIL_TEXT.greeting(b.firstName),
      CLOSURE.text(CLOSURE.reasons[reason], REFUND_WORDS.ifCancelled(money, usd)),
    ],
    sections: [{ title: MAIL_TEXT.bookingConfirmed.tripDetails, rows: tripRows({ bookingRef, booking: b }) }],
    link: { label: CLOSURE.link, href: pageUrl },
  });
}

/**
 * `officeReason`: the office cancelled it (why), not the guest. `money`: as it was before this cancel refunded
 * `refundCents`.
 */
export function bookingCancelledMail(
  b: PaymentBooking,
  bookingRef: string,
  refundCents: number,
  money: MoneyBack,
  officeReason?: string,
): OutgoingMail {
  return guestMail(b, 'booking-cancelled', {
    subject: CANCELLED.subject(bookingRef),
    heading: CANCELLED.heading,
    paragraphs: [
      MAIL_TEXT.greeting(b.firstName),
      `${officeReason ? CANCELLED.byOffice(officeReason) : CANCELLED.text} ${REFUND_WORDS.cancelled(money, refundCents, usd)}`,
    ],
    sections: [{ title: CANCELLED.section, rows: tripRows({ bookingRef, booking: b }) }],
  });
}

export function bookingChangedMail(
  before: PaymentBooking,
  after: PaymentBooking,
  bookingRef: string,
  money: { refundCents: number; paidCents: number },
  pageUrl: string,
): OutgoingMail {
  return guestMail(after, 'booking-changed', {
    subject: CHANGED.subject(bookingRef),
    heading: CHANGED.heading,
    paragraphs: [
      MAIL_TEXT.greeting(after.firstName),
      CHANGED.text(when(before)),
      ...(money.refundCents > 0 ? [refundText(money.refundCents)] : []),
      ...(money.paidCents > 0 ? [CHANGED.paid(formatMoney(money.paidCents, { currencyCode: true }))] : []),
    ],
    sections: [{ title: MAIL_TEXT.bookingConfirmed.tripDetails, rows: tripRows({ bookingRef, booking: after }) }],
    link: { label: CHANGED.link, href: pageUrl },
  });
}

export function refundGivenMail(b: PaymentBooking, bookingRef: string, amountCents: number): OutgoingMail {
  return guestMail(b, 'booking-refund', {
    subject: REFUNDED.subject(bookingRef),
    heading: REFUNDED.heading,
    paragraphs: [MAIL_TEXT.greeting(b.firstName), REFUNDED.text(formatMoney(amountCents, { currencyCode: true }))],
    sections: [{ title: REFUNDED.section, rows: tripRows({ bookingRef, booking: b }) }],
  });
}

export function reopenedMail(b: PaymentBooking, bookingRef: string, pageUrl: string): OutgoingMail {
  return guestMail(b, 'booking-reopened', {
    subject: REOPENED.subject(bookingRef),
    heading: REOPENED.heading,
    paragraphs: [MAIL_TEXT.greeting(b.firstName), REOPENED.text, REOPENED.policy],
    sections: [{ title: MAIL_TEXT.bookingConfirmed.tripDetails, rows: tripRows({ bookingRef, booking: b }) }],
    link: { label: REOPENED.link, href: pageUrl },
  });
}
