// The emails of a booking: the confirmation (with an .ics invitation), the refund notice when the slot was lost,
// and the guest's feedback to the business. Built for the outbox (email/outbox.ts enqueueMails).
import { bookingCalendarEvent, TITLES, MAIL_TEXT, formatMoney, formatPriceLine, priceLines } from '../../domain/texts';
import { formatDayLong, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import type { Tx } from '../db/client';
import type { MailAttachment } from '../db/emailSchema';
import type { PaymentBooking } from '../db/paymentBooking';
import { renderMail, type MailContent, type Row } from '../email/mailLayout';
import { enqueueMails } from '../email/outbox';
import type { OutgoingMail, RecipientLimit } from '../email/outgoingMails';
import type { EmailSettings } from '../email/settings';

const { rows: ROW, bookingConfirmed: BOOKED, refund: REFUND } = MAIL_TEXT;

export interface BookedTrip {
  bookingRef: string;
  booking: PaymentBooking;
  /** Absolute link to the booking-confirmed page, signed for any device. */
  pageUrl: string;
}

export function when(b: PaymentBooking): string {
  const start = b.timeSlot.startTime;
  return `${formatDayLong(start, b.timezone)}, ${formatTime(start, b.timezone)} (${zoneNote(ZONE_PLACE, b.timezone, new Date(start))})`;
}

/** The price lines the confirmation page and its PDF show, the same amounts written the same way. */
export const paymentRows = (b: Pick<PaymentBooking, 'tripSummary'>): Row[] =>
  priceLines(b.tripSummary).map((line) => [line.label, formatPriceLine(line.key, line.cents)]);

export function tripRows(t: { bookingRef?: string; booking: PaymentBooking }): Row[] {
  const b = t.booking;
  const s = b.tripSummary;
  return [
    [ROW.bookingRef, t.bookingRef],
    [ROW.when, when(b)],
    [ROW.boat, s.boat.data.name],
    [ROW.charter, MAIL_TEXT.charterHours(s.boatPriceRateAndExtraHour.data.hours)],
    [ROW.guests, String(b.adults + b.kids)],
    [ROW.meetAt, s.pull.data?.name],
    [ROW.meetingInstructions, s.pull.data?.instructions],
    [ROW.activities, s.activities.map((a) => a.data.name).join(', ')],
  ];
}

/** The booking's calendar event (the one the confirmation page's 'Add to calendar' makes), with the page's link. */
export function confirmationInvite(t: BookedTrip, now: Date): MailAttachment {
  const ics = bookingCalendarEvent({ ...t.booking, bookingRef: t.bookingRef }, now, t.pageUrl);
  return {
    filename: `booking-${t.bookingRef}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(ics).toString('base64'),
  };
}

/** A mail to the booking's guest: replies go to the office, and it is signed off as every guest mail is. */
export function guestMail(
  b: Pick<PaymentBooking, 'email' | 'businessEmail'>,
  kind: string,
  content: Omit<MailContent, 'closing'>,
  limit?: RecipientLimit,
): OutgoingMail {
  return {
    role: 'guest',
    kind,
    to: b.email,
    replyTo: b.businessEmail,
    limit,
    mail: renderMail({ ...content, closing: MAIL_TEXT.signOff }),
  };
}

/** The guest's confirmation and its calendar invitation, queued in the transaction that made the booking. */
export async function enqueueConfirmation(tx: Tx, t: BookedTrip, settings: EmailSettings, now: Date): Promise<void> {
  await enqueueMails(tx, [confirmationMail(t)], settings, {
    submissionId: `booking-${t.bookingRef}`,
    attachments: [confirmationInvite(t, now)],
    now,
  });
}

export function confirmationMail(t: BookedTrip, limit?: 'guest'): OutgoingMail {
  const b = t.booking;
  return guestMail(
    b,
    'booking-confirmed',
    {
      subject: BOOKED.subject(t.bookingRef),
      heading: BOOKED.heading,
      paragraphs: [MAIL_TEXT.greeting(b.firstName), BOOKED.thanks, BOOKED.arrive],
      sections: [
        { title: BOOKED.tripDetails, rows: tripRows(t) },
        { title: BOOKED.paymentSummary, rows: paymentRows(b) },
      ],
      link: { label: BOOKED.link, href: t.pageUrl },
    },
    limit,
  );
}

export function refundMail(b: PaymentBooking, amountCents: number): OutgoingMail {
  return guestMail(b, 'booking-refunded', {
    subject: REFUND.subject,
    heading: REFUND.heading,
    paragraphs: [
      MAIL_TEXT.greeting(b.firstName),
      REFUND.refunded(formatMoney(amountCents, { currencyCode: true })),
      REFUND.sorry,
    ],
    sections: [
      {
        title: REFUND.tripChosen,
        rows: [
          [ROW.when, when(b)],
          [ROW.boat, b.tripSummary.boat.data.name],
          [ROW.guests, String(b.adults + b.kids)],
        ],
      },
    ],
  });
}

export function bookingExperienceMail(bookingRef: string, b: PaymentBooking, message: string): OutgoingMail {
  return {
    role: 'business',
    kind: 'booking-experience',
    to: b.businessEmail,
    replyTo: b.email,
    limit: 'business',
    mail: renderMail({
      subject: `Booking feedback from ${b.firstName} ${b.lastName} (${bookingRef})`,
      heading: TITLES.bookingExperience,
      paragraphs: [message],
      sections: [
        {
          title: 'Booking',
          rows: [
            ['Reference', bookingRef],
            ['Guest', `${b.firstName} ${b.lastName}`],
            ['Email', b.email],
            ['When', when(b)],
          ],
        },
      ],
    }),
  };
}
