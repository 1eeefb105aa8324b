// The emails of an agent's reservation: the guest's payment link, and notices to the agent when it is paid, booked on
// account or expired unpaid, and to the guest when it is cancelled. Times are written in the boats' zone, named.
import { formatDayLong, formatTime } from '../../domain/dateFormat';
import { formatMoney } from '../../domain/money';
import { renderMail } from '../email/mailLayout';
import type { OutgoingMail } from '../email/outgoingMails';
import { paymentRows, SIGN_OFF, tripRows, when } from '../payment/bookingMails';
import type { StoredBooking } from '../payment/storedBooking';

export interface ReservedTrip {
  reservationId: string;
  booking: StoredBooking;
  amountCents: number;
  /** Who reserved it: their name (or e-mail) and agency. */
  agent: { name: string; email: string; agencyName: string | null };
}

const agentName = (t: ReservedTrip) => t.agent.name || t.agent.email;
const byAgent = (t: ReservedTrip) => `${agentName(t)}${t.agent.agencyName ? ` of ${t.agent.agencyName}` : ''}`;
const until = (b: StoredBooking, expiresAt: Date) =>
  `${formatDayLong(expiresAt.toISOString(), b.timezone)}, ${formatTime(expiresAt.toISOString(), b.timezone)} (${b.countryName} time)`;
const guestName = (b: StoredBooking) => `${b.firstName} ${b.lastName}`;

/** To the guest: the trip, its price lines and the secure payment link. */
export function paymentLinkMail(t: ReservedTrip, payUrl: string, expiresAt: Date): OutgoingMail {
  const b = t.booking;
  return {
    role: 'guest', kind: 'reservation-payment-link', to: b.email, replyTo: t.agent.email,
    mail: renderMail({
      subject: `Your boat charter is reserved: pay by ${formatDayLong(expiresAt.toISOString(), b.timezone)} to confirm it`,
      heading: 'YOUR CHARTER IS RESERVED',
      paragraphs: [
        `Hi ${b.firstName},`,
        `${byAgent(t)} has reserved this boat charter for you. It is held until ${until(b, expiresAt)}: pay through the secure link below to confirm it, and you will receive your booking confirmation at once.`,
      ],
      sections: [{ title: 'Trip Details', rows: tripRows({ booking: b }) }, { title: 'Payment Summary', rows: paymentRows(b, t.amountCents) }],
      link: { label: `Pay ${formatMoney(t.amountCents)} securely`, href: payUrl },
      closing: SIGN_OFF,
    }),
  };
}

type AgentNotice = 'paid' | 'on-account' | 'expired';

const NOTICES: Record<AgentNotice, (t: ReservedTrip, bookingRef?: string) => { subject: string; heading: string; text: string }> = {
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
};

/** To the agent who reserved it. */
export function agentNoticeMail(t: ReservedTrip, notice: AgentNotice, bookingRef?: string): OutgoingMail {
  const { subject, heading, text } = NOTICES[notice](t, bookingRef);
  return {
    role: 'agent', kind: `reservation-${notice}`, to: t.agent.email, replyTo: t.booking.businessEmail,
    mail: renderMail({
      subject, heading, paragraphs: [`Hi ${agentName(t)},`, text],
      sections: [{ title: 'Trip', rows: [['Guest', guestName(t.booking)], ['When', when(t.booking)], ['Boat', t.booking.tripSummary.boat.data.name], ['Reference', bookingRef]] }],
      closing: SIGN_OFF,
    }),
  };
}

/** To the guest, when the agent (or the office) cancels. */
export function cancelledMail(t: ReservedTrip, bookingRef: string | null, refundCents: number): OutgoingMail {
  const b = t.booking;
  const refund = refundCents > 0
    ? `We have refunded ${formatMoney(refundCents, { currencyCode: true })} to your card; depending on your bank it shows within 5 to 10 days.`
    : 'No payment was taken for it.';
  return {
    role: 'guest', kind: 'reservation-cancelled', to: b.email, replyTo: t.agent.email,
    mail: renderMail({
      subject: bookingRef ? `Your boat charter ${bookingRef} is cancelled` : 'Your boat charter reservation is cancelled',
      heading: 'YOUR CHARTER IS CANCELLED',
      paragraphs: [`Hi ${b.firstName},`, `${byAgent(t)} has cancelled this charter. ${refund}`],
      sections: [{ title: 'The trip', rows: [['Reference', bookingRef ?? undefined], ['When', when(b)], ['Boat', b.tripSummary.boat.data.name], ['Guests', String(b.adults + b.kids)]] }],
      closing: SIGN_OFF,
    }),
  };
}
