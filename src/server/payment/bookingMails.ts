// The emails of a booking: the confirmation (with an .ics invitation), the refund notice when the slot was lost,
// and the guest's feedback to the business. Built for the outbox (email/outbox.ts enqueueMails).
import { formatDayLong, formatTime, zoneNote } from '../../domain/dateFormat';
import { formatMoney } from '../../domain/money';
import type { MailAttachment } from '../db/emailSchema';
import { renderMail, type Row } from '../email/mailLayout';
import type { OutgoingMail } from '../email/outgoingMails';
import { calendarInvite } from './calendarInvite';
import type { StoredBooking } from './storedBooking';

export const SIGN_OFF = 'Fair winds,\nThe charter team';

export interface BookedTrip {
  bookingRef: string;
  booking: StoredBooking;
  amountCents: number;
  /** Absolute link to the booking-confirmed page, signed for any device. */
  pageUrl: string;
}

export function when(b: StoredBooking): string {
  const start = b.timeSlot.startTime;
  return `${formatDayLong(start, b.timezone)}, ${formatTime(start, b.timezone)} (${zoneNote(b.countryName, b.timezone, new Date(start))})`;
}

const meetAt = (b: StoredBooking) => b.tripSummary.pull.data?.name ?? '';

export function paymentRows(b: StoredBooking, amountCents: number): Row[] {
  const s = b.tripSummary;
  const money = (cents: number) => (cents > 0 ? formatMoney(cents) : undefined);
  return [
    [`${s.boatPriceRateAndExtraHour.data.hours} Hour Charter`, money(s.boatPriceRateAndExtraHour.price)],
    ['Late Morning Start', money(s.lateMorningFee.price)],
    [`Extra Guests (${s.extraGuestsForBoat.data.count})`, money(s.boatPriceForExtraGuests.price)],
    [s.pull.data?.name ?? 'Pick-up', money(s.pull.price)],
    ...s.activities.map((a): Row => [a.data.name, money(a.price)]),
    [s.doll.data?.name ?? 'Drop-off', money(s.doll.price)],
    [s.promotion.data?.name ?? 'Summer Promotion', s.promotion.price < 0 ? `-${formatMoney(-s.promotion.price)}` : undefined],
    ['Discount', s.discount.price < 0 ? `-${formatMoney(-s.discount.price)}` : undefined],
    ['Taxes & Fees', money(s.taxes.price)],
    ['Total', formatMoney(amountCents, { currencyCode: true })],
  ];
}

export function tripRows(t: { bookingRef?: string; booking: StoredBooking }): Row[] {
  const b = t.booking;
  const s = b.tripSummary;
  return [
    ['Booking reference', t.bookingRef],
    ['When', when(b)],
    ['Boat', s.boat.data.name],
    ['Charter', `${s.boatPriceRateAndExtraHour.data.hours} hours`],
    ['Guests', String(b.adults + b.kids)],
    ['Meet at', meetAt(b)],
    ['Meeting instructions', s.pull.data?.instructions],
    ['Activities', s.activities.map((a) => a.data.name).join(', ')],
  ];
}

export function confirmationInvite(t: BookedTrip, host: string, now: Date): MailAttachment {
  const b = t.booking;
  const s = b.tripSummary;
  const ics = calendarInvite({
    uid: `${t.bookingRef}@${host}`,
    start: new Date(b.timeSlot.startTime),
    end: new Date(b.timeSlot.endTime),
    stamp: now,
    summary: `Boat charter: ${s.boat.data.name} (${t.bookingRef})`,
    location: meetAt(b),
    description: [
      `Booking reference ${t.bookingRef}.`,
      `${s.boatPriceRateAndExtraHour.data.hours} hour charter on ${s.boat.data.name} for ${b.adults + b.kids} guests.`,
      s.pull.data?.instructions ?? '',
      'Please arrive 10 minutes before the charter time.',
      t.pageUrl,
    ].filter(Boolean).join('\n'),
  });
  return { filename: `booking-${t.bookingRef}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') };
}

export function confirmationMail(t: BookedTrip, limit?: 'guest'): OutgoingMail {
  const b = t.booking;
  return {
    role: 'guest', kind: 'booking-confirmed', to: b.email, replyTo: b.businessEmail, limit,
    mail: renderMail({
      subject: `Your boat charter is booked: ${t.bookingRef}`,
      heading: 'YOUR BOOKING IS COMPLETE',
      paragraphs: [`Hi ${b.firstName},`, 'Thank you for booking with us!', 'Please arrive 10 minutes before the charter time. The attached invitation adds the trip to your calendar.'],
      sections: [{ title: 'Trip Details', rows: tripRows(t) }, { title: 'Payment Summary', rows: paymentRows(b, t.amountCents) }],
      link: { label: 'View your booking', href: t.pageUrl },
      closing: SIGN_OFF,
    }),
  };
}

export function refundMail(b: StoredBooking, amountCents: number): OutgoingMail {
  return {
    role: 'guest', kind: 'booking-refunded', to: b.email, replyTo: b.businessEmail,
    mail: renderMail({
      subject: 'Your boat charter could not be booked: full refund',
      heading: 'We could not secure your charter time',
      paragraphs: [
        `Hi ${b.firstName},`,
        `Your payment arrived after the hold on your time slot had ended, and the slot had been booked by someone else meanwhile. We have refunded the full amount of ${formatMoney(amountCents, { currencyCode: true })} to your card; depending on your bank it shows within 5 to 10 days.`,
        'We are sorry. Reply to this email and we will gladly help you find another time.',
      ],
      sections: [{ title: 'The trip you chose', rows: [['When', when(b)], ['Boat', b.tripSummary.boat.data.name], ['Guests', String(b.adults + b.kids)]] }],
      closing: SIGN_OFF,
    }),
  };
}

export function bookingExperienceMail(bookingRef: string, b: StoredBooking, message: string): OutgoingMail {
  return {
    role: 'business', kind: 'booking-experience', to: b.businessEmail, replyTo: b.email, limit: 'business',
    mail: renderMail({
      subject: `Booking feedback from ${b.firstName} ${b.lastName} (${bookingRef})`,
      heading: 'Tell us about your booking experience',
      paragraphs: [message],
      sections: [{ title: 'Booking', rows: [['Reference', bookingRef], ['Guest', `${b.firstName} ${b.lastName}`], ['Email', b.email], ['When', when(b)]] }],
    }),
  };
}
