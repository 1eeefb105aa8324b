// How much a signed-in user may take off a trip with a discount (issue #17): an admin any discount, an agent
// up to their agency's maximum share of the subtotal, nobody else none. An extra fee adds money and has no cap.
import type { CalculatedTrip, Discount } from '../../domain/pricing';
import { mayDo, AUTH_MESSAGES } from '../../domain/office';
import { HttpError } from '../http/errors';
import { discountOverLimit } from '../../domain/texts';
import type { UserWithAgency } from './userStore';

export interface DiscountAllowance {
  unlimited: boolean;
  /** The largest share of the subtotal, in hundredths of a percent. */
  maxBasisPoints: number;
  hasAgency: boolean;
}

/** The signed-in user's allowance, from their user and agency as read for the request (`signedInOf`). */
export function allowanceOf(owner: UserWithAgency): DiscountAllowance {
  if (!mayDo(owner.user.role, 'discount')) throw new HttpError(403, AUTH_MESSAGES.notAllowed, 'FORBIDDEN');
  return {
    unlimited: mayDo(owner.user.role, 'discount:unlimited'),
    maxBasisPoints: owner.agency?.maxDiscountBasisPoints ?? 0,
    hasAgency: owner.agency !== null,
  };
}

/** The money a priced trip's discount took off, as a share of the subtotal before it, in hundredths of a percent. */
function discountShareBasisPoints(trip: CalculatedTrip): number {
  const off = -trip.tripSummary.discount.price;
  const before = trip.tripSummary.totalPrice.data.subtotal + off;
  return off <= 0 || before <= 0 ? 0 : Math.ceil((off * 10_000) / before);
}

/** Refuses (403) a discount beyond the allowance, with the limit in the message. */
export function checkDiscountAllowed(discount: Discount, trip: CalculatedTrip, allowance: DiscountAllowance): void {
  if (allowance.unlimited || discount.discountType === 'EXTRA_FEE') return;
  const share =
    discount.discountType === 'PERCENT' ? Math.round(discount.discountValue * 100) : discountShareBasisPoints(trip);
  if (share <= allowance.maxBasisPoints) return;
  const message = allowance.hasAgency
    ? discountOverLimit(allowance.maxBasisPoints / 100)
    : 'Only agents of an agency may give discounts: ask your administrator.';
  throw new HttpError(403, message, 'DISCOUNT_OVER_LIMIT', [{ path: 'discountValue', message }]);
}
