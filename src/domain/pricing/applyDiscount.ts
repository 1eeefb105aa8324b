// The agent discount (rule 5) as priceTrip applies it. Its shape and the panel's rules live in ../discount.
import { validate } from 'superstruct';
import { discount as discountSchema, type Discount } from './discount';
import { PricingRefusal } from './refusals';

/** `cents` × `partsPer10000` / 10 000, rounded half-up to the cent (both are ≥ 0). */
export function shareOfCents(cents: number, partsPer10000: number): number {
  return Math.floor((cents * partsPer10000 + 5000) / 10000);
}

/** Refuses a discount the 'Apply Discount' panel would refuse, with the panel's message. */
export function checkDiscount(discount: Discount): void {
  const [error] = validate(discount, discountSchema);
  if (error) throw new PricingRefusal('INVALID_DISCOUNT', error.failures()[0]?.message ?? error.message);
}

/** Cents taken off `subtotal` by a PERCENT (kept to 0.01 %) or DOLLAR_AMOUNT discount: never more than the subtotal. */
export function discountOff(discount: Discount | undefined, subtotal: number): number {
  if (!discount || discount.discountType === 'EXTRA_FEE') return 0;
  const off =
    discount.discountType === 'PERCENT'
      ? shareOfCents(subtotal, Math.round(discount.discountValue * 100))
      : discount.discountValue;
  return Math.min(Math.max(0, subtotal), off);
}

/** Cents an EXTRA_FEE adds to the charter line. */
export const extraFee = (discount: Discount | undefined): number =>
  discount?.discountType === 'EXTRA_FEE' ? discount.discountValue : 0;
