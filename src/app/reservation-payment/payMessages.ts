// The texts of a reservation's payment page.
import type { ReservationStatus } from '../../domain/booking';

export const PAY_TEXT = {
  title: 'Pay for your charter',
  description: 'Your boat charter is reserved: pay securely to confirm it.',
  heading: {
    RESERVED: 'YOUR CHARTER IS RESERVED',
    PAID: 'YOUR CHARTER IS PAID',
    ON_ACCOUNT: 'YOUR CHARTER IS BOOKED',
    EXPIRED: 'THIS RESERVATION HAS EXPIRED',
    CANCELLED: 'THIS RESERVATION WAS CANCELLED',
  } satisfies Record<ReservationStatus, string>,
  reservedBy: (agent: string, agency: string | null) =>
    `Reserved for you by ${agent}${agency && agency !== agent ? ` of ${agency}` : ''}.`,
  when: 'When',
  boat: 'Boat',
  guests: 'Guests',
  meetAt: 'Meet at',
  heldUntil: 'Held until',
  pay: (amount: string) => `Pay ${amount} securely`,
  opening: 'Opening the secure payment page…',
  seeConfirmation: 'See your booking confirmation',
  notFound:
    'This payment link is not valid. Please use the link in your email, or contact the agent who reserved your trip.',
  offline: 'Paying needs a connection. Please try again when you are online.',
} as const;
