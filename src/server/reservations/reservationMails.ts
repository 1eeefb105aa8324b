// The emails of an agent's reservation: the guest's payment link, and notices to the agent when it is paid, booked on
// account or expired unpaid, and to the guest when it is cancelled. Times are written in the boats' zone, named.
import { formatDayLong, formatTime, ZONE_PLACE, zoneNote } from '../../domain/time';
import { formatMoney, MAIL_TEXT } from '../../domain/texts';
import { renderMail } from '../email/mailLayout';
import type { OutgoingMail } from '../email/outgoingMails';
import type { PaymentBooking } from '../db/paymentBooking';
import { paymentRows, tripRows, when } from '../payment/bookingMails';

const { reservation: RESERVED, reservationCancelled: CANCELLED, rows: ROW } = MAIL_TEXT;

export interface ReservedTrip {
  reservationId: string;
  booking: PaymentBooking;
  amountCents: number;
  /** Who reserved it: their name (or e-mail) and agency. */
  agent: { name: string; email: string; agencyName: string | null };
}

const agentName = (t: ReservedTrip) => t.agent.name || t.agent.email;
const byAgent = (t: ReservedTrip) => `${agentName(t)}${t.agent.agencyName ? ` of ${t.agent.agencyName}` : ''}`;
const until = (b: PaymentBooking, expiresAt: Date) =>
  `${formatDayLong(expiresAt.toISOString(), b.timezone)}, ${formatTime(expiresAt.toISOString(), b.timezone)} (${zoneNote(ZONE_PLACE, b.timezone, expiresAt)})`;
const guestName = (b: PaymentBooking) => `${b.firstName} ${b.lastName}`;

/** To the guest: the trip, its price lines and the secure payment link. */
export function paymentLinkMail(t: ReservedTrip, payUrl: string, expiresAt: Date): OutgoingMail {
  const b = t.booking;
  return {
    role: 'guest',
    kind: 'reservation-payment-link',
    to: b.email,
    replyTo: t.agent.email,
    mail: renderMail({
      subject: RESERVED.subject(formatDayLong(expiresAt.toISOString(), b.timezone)),
      heading: RESERVED.heading,
      paragraphs: [MAIL_TEXT.greeting(b.firstName), RESERVED.heldFor(byAgent(t), until(b, expiresAt))],
      sections: [
        { title: MAIL_TEXT.bookingConfirmed.tripDetails, rows: tripRows({ booking: b }) },
        { title: MAIL_TEXT.bookingConfirmed.paymentSummary, rows: paymentRows(b) },
      ],
      link: { label: RESERVED.pay(formatMoney(t.amountCents)), href: payUrl },
      closing: MAIL_TEXT.signOff,
    }),
  };
}

/**
 * What happened: paid, booked on account, expired; or the office or the guest closed, reopened, moved or cancelled it.
 */
export type AgentNotice = 'paid' | 'on-account' | 'expired' | 'closed' | 'reopened' | 'moved' | 'cancelled';

const NOTICES: Record<
  AgentNotice,
  (t: ReservedTrip, bookingRef?: string, detail?: string) => { subject: string; heading: string; text: string }
> = {
  paid: (t, ref) => ({
    subject: `Paid: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'YOUR RESERVATION IS PAID',
    text: `${guestName(t.booking)} paid ${formatMoney(t.amountCents)}: the reservation is now booking ${ref}, and the guest has their confirmation.`,
  }),
  'on-account': (t, ref) => ({
    subject: `Booked on account: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'BOOKED ON ACCOUNT',
    text: `Booking ${ref} for ${guestName(t.booking)} is confirmed and will be invoiced to your agency (${formatMoney(t.amountCents)}). The guest has their confirmation.`,
  }),
  expired: (t) => ({
    subject: `Expired unpaid: ${guestName(t.booking)}'s charter`,
    heading: 'A RESERVATION EXPIRED',
    text: `The reservation for ${guestName(t.booking)} was not paid in time, so its time slot has been released. Reserve it again if the guest still wants it.`,
  }),
  // The office or the guest changed a booking the agent made: `detail` is AGENT_NOTICE_TEXT's line, as 'My bookings'
  // shows it.
  closed: (t, ref, detail) => ({
    subject: `Closed by the office: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'A TRIP YOU BOOKED IS CLOSED',
    text: detail ?? '',
  }),
  reopened: (t, ref, detail) => ({
    subject: `Goes ahead: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'A TRIP YOU BOOKED GOES AHEAD',
    text: detail ?? '',
  }),
  moved: (t, ref, detail) => ({
    subject: `Moved: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'A TRIP YOU BOOKED HAS A NEW TIME',
    text: detail ?? '',
  }),
  cancelled: (t, ref, detail) => ({
    subject: `Cancelled: ${guestName(t.booking)}'s charter (${ref})`,
    heading: 'A TRIP YOU BOOKED IS CANCELLED',
    text: detail ?? '',
  }),
};

/** To the agent who reserved it. */
export function agentNoticeMail(
  t: ReservedTrip,
  notice: AgentNotice,
  bookingRef?: string,
  detail?: string,
): OutgoingMail {
  const { subject, heading, text } = NOTICES[notice](t, bookingRef, detail);
  return {
    role: 'agent',
    kind: `reservation-${notice}`,
    to: t.agent.email,
    replyTo: t.booking.businessEmail,
    mail: renderMail({
      subject,
      heading,
      paragraphs: [`Hi ${agentName(t)},`, text],
      sections: [
        {
          title: 'Trip',
          rows: [
            ['Guest', guestName(t.booking)],
            ['When', when(t.booking)],
            ['Boat', t.booking.tripSummary.boat.data.name],
            ['Reference', bookingRef],
          ],
        },
      ],
      closing: MAIL_TEXT.signOff,
    }),
  };
}

/** To the guest, when the agent (or the office) cancels. */
export function cancelledMail(t: ReservedTrip, bookingRef: string | null, refundCents: number): OutgoingMail {
  const b = t.booking;
  const refund =
    refundCents > 0 ? CANCELLED.refunded(formatMoney(refundCents, { currencyCode: true })) : CANCELLED.noPayment;
  return {
    role: 'guest',
    kind: 'reservation-cancelled',
    to: b.email,
    replyTo: t.agent.email,
    mail: renderMail({
      subject: CANCELLED.subject(bookingRef),
      heading: CANCELLED.heading,
      paragraphs: [MAIL_TEXT.greeting(b.firstName), CANCELLED.cancelledBy(byAgent(t), refund)],
      sections: [
        {
          title: CANCELLED.section,
          rows: [
            [ROW.reference, bookingRef ?? undefined],
            [ROW.when, when(b)],
            [ROW.boat, b.tripSummary.boat.data.name],
            [ROW.guests, String(b.adults + b.kids)],
          ],
        },
      ],
      closing: MAIL_TEXT.signOff,
    }),
  };
}
