// How much a signed-in user may take off a trip (spec 00 'Price' rule 5, issue #17): an admin any discount, an agent
// up to their agency's maximum share of the subtotal, nobody else none. An extra fee adds money and has no cap.
import type { CalculatedTrip } from '../../domain/calculatedTrip';
import { mayDo } from '../../domain/auth';
import type { Discount } from '../../domain/discount';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import type { Principal } from './accessTokens';
import { isActive, userWithAgency } from './userStore';
import { AUTH_MESSAGES } from '../../domain/auth';
import { discountOverLimit } from '../../domain/messages';
import type { AgencyRow, UserRow } from '../db/authSchema';

export interface DiscountAllowance {
  unlimited: boolean;
  /** The largest share of the subtotal, in hundredths of a percent. */
  maxBasisPoints: number;
  hasAgency: boolean;
}

/** The signed-in user's allowance, read fresh (an agency's limit may have changed); 401 when they were disabled since. */
export async function discountAllowanceOf(db: Db, principal: Principal): Promise<DiscountAllowance> {
  return allowanceOf(await activeUser(db, principal));
}

/** The principal's user and agency, read fresh: 401 when either was disabled since the token was issued. */
export async function activeUser(db: Db, principal: Principal): Promise<{ user: UserRow; agency: AgencyRow | null }> {
  const owner = await userWithAgency(db, principal.userId);
  if (!owner || !isActive(owner)) throw new HttpError(401, AUTH_MESSAGES.sessionEnded, 'SESSION_ENDED');
  return owner;
}

export function allowanceOf(owner: { user: UserRow; agency: AgencyRow | null }): DiscountAllowance {
  if (!mayDo(owner.user.role, 'discount')) throw new HttpError(403, AUTH_MESSAGES.notAllowed, 'FORBIDDEN');
  return {
    unlimited: mayDo(owner.user.role, 'discount:unlimited'),
    maxBasisPoints: owner.agency?.maxDiscountBasisPoints ?? 0,
    hasAgency: owner.agency !== null,
  };
}

/** The money a priced trip's discount took off, as a share of the subtotal before it, in hundredths of a percent. */
export function discountShareBasisPoints(trip: CalculatedTrip): number {
  const off = -trip.tripSummary.discount.price;
  const before = trip.tripSummary.totalPrice.data.subtotal + off;
  return off <= 0 || before <= 0 ? 0 : Math.ceil((off * 10_000) / before);
}

/** Refuses (403) a discount beyond the allowance, with the limit in the message. */
export function checkDiscountAllowed(discount: Discount, trip: CalculatedTrip, allowance: DiscountAllowance): void {
  if (allowance.unlimited || discount.discountType === 'EXTRA_FEE') return;
  const share = discount.discountType === 'PERCENT' ? Math.round(discount.discountValue * 100) : discountShareBasisPoints(trip);
  if (share <= allowance.maxBasisPoints) return;
  const message = allowance.hasAgency
    ? discountOverLimit(allowance.maxBasisPoints / 100)
    : 'Only agents of an agency may give discounts: ask your administrator.';
  throw new HttpError(403, message, 'DISCOUNT_OVER_LIMIT', [{ path: 'discountValue', message }]);
}
