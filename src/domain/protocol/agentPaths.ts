// Pages of the agents' side and of a reservation's payment link, under the country's url title. The server writes
// them into emails and the admin command's sign-in links; the app routes them.
import { mayDo, type UserRole } from '../office/auth';

export const AGENT_PAGES = {
  signIn: 'agent/sign-in',
  tripBuilder: 'trip-builder-agent',
  myBookings: 'agent/bookings',
  /** A guest's payment link: pay/{reservationId}?token=… */
  pay: 'pay',
  /** The operator's page (admins and captains): the day manifest, bookings, calendars. */
  operator: 'operator',
} as const;

const enc = encodeURIComponent;

/** '/cayman-islands/agent/sign-in', with a one-time link's token when given. */
export const signInPath = (country: string, invite?: string) =>
  `/${enc(country)}/${AGENT_PAGES.signIn}${invite ? `?invite=${enc(invite)}` : ''}`;
export const agentTripBuilderPath = (country: string) => `/${enc(country)}/${AGENT_PAGES.tripBuilder}`;
export const myBookingsPath = (country: string) => `/${enc(country)}/${AGENT_PAGES.myBookings}`;
export const reservationPaymentPath = (country: string, reservationId: string, token: string) =>
  `/${enc(country)}/${AGENT_PAGES.pay}/${enc(reservationId)}?token=${enc(token)}`;
export const operatorPath = (country: string, tab?: string) =>
  `/${enc(country)}/${AGENT_PAGES.operator}${tab ? `?tab=${enc(tab)}` : ''}`;

/**
 * Where a signed-in user starts: the operator's page for whoever runs the day (an admin, a captain: the manifest),
 * else the agents' builder. Each side links to the other for a role that has both (an admin).
 */
export const startPageOf = (role: UserRole): 'tripBuilder' | 'operator' =>
  mayDo(role, 'manifest') ? 'operator' : 'tripBuilder';
export const startPathOf = (country: string, role: UserRole) => `/${enc(country)}/${AGENT_PAGES[startPageOf(role)]}`;
