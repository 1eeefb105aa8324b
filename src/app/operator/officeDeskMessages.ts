// Texts of the office's party change, no-show marks and a boat's week (issue #58).
import { formatMoney } from '../../domain/texts';

export const OFFICE_DESK_TEXT = {
  partyTitle: 'Change the party size',
  adults: 'Adults',
  kids: 'Children',
  partyLimit: (max: number) => `This boat takes at most ${max} guests.`,
  partySave: 'Change the party',
  partyPriced:
    'Re-priced with the rates the booking was made at; a larger party pays the difference by card, a smaller one is refunded.',
  partyChanged: (refundCents: number) =>
    refundCents > 0
      ? `Party changed: ${formatMoney(refundCents)} refunded to the guest.`
      : 'Party changed, at the same price.',
  partyToPay: (amountCents: number) =>
    `The larger party costs ${formatMoney(amountCents)} more. The party changes once the guest pays it through this link:`,
  copyLink: 'Copy the payment link',
  copied: 'Link copied.',
  adultsError: 'At least one adult.',
  kidsError: 'Zero or more children.',
  overMax: (max: number) => `At most ${max} guests on this boat.`,
  noShow: 'No-show',
  markNoShow: 'Mark as no-show',
  undoNoShow: 'Undo no-show',
  noShowBy: (by: string | null) => (by ? `No-show (marked by ${by})` : 'No-show'),
  attendanceTitle: 'Did the party come?',
  notStartedYet: 'A party can be marked a no-show once its trip has started.',
  weekBoat: 'Boat',
  weekFrom: 'Week from',
  prevWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  nothingThatDay: 'No trips and no free time (not sailing, a blackout day, or the day is over).',
  booking: (name: string, guests: number) => `${name} · ${guests} guest${guests === 1 ? '' : 's'}`,
  openBooking: (ref: string) => `Open booking ${ref}`,
  moveTrip: 'Move this trip',
  hideMove: 'Hide the move',
  hold: (until: string) => `Held by a guest checking out, until ${until}`,
  closure: (reason: string) => `Closed: ${reason}`,
  free: 'Free',
  closeTime: 'Close this time',
  past: 'past',
  legend: 'Bookings, guests’ holds, closures and free time, by day, in Cayman time.',
} as const;
