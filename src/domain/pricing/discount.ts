// The agent's discount. PERCENT is a percentage; the two money types are integer cents.
import { define, object, type Infer } from 'superstruct';
import { dependsOn, requiredEnum } from '../schema/fields';
import { formatMoney } from '../texts/money';
import { check, type Validated } from '../schema/validation';
import {
  DISCOUNT_AMOUNT_NOT_NEGATIVE,
  DISCOUNT_AMOUNT_TOO_LARGE,
  DISCOUNT_PERCENT_RANGE,
  DISCOUNT_VALUE_REQUIRED,
  INVALID_DISCOUNT_TYPE,
} from '../texts/messages';

export const DISCOUNT_TYPES = ['PERCENT', 'DOLLAR_AMOUNT', 'EXTRA_FEE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_SYMBOLS: Record<DiscountType, string> = { PERCENT: '%', DOLLAR_AMOUNT: '$', EXTRA_FEE: '$' };

const missing = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

const percentValue = define<number>('percent', (v) =>
  missing(v) ? DISCOUNT_VALUE_REQUIRED : typeof v === 'number' && v >= 0 && v <= 100 ? true : DISCOUNT_PERCENT_RANGE,
);

/** $100,000: far above any charter, and the priced lines stay whole cents that the database's integers hold. */
const MAX_DISCOUNT_AMOUNT_CENTS = 10_000_000;

const amountValue = define<number>('amountCents', (v) => {
  if (missing(v)) return DISCOUNT_VALUE_REQUIRED;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return DISCOUNT_AMOUNT_NOT_NEGATIVE;
  return v <= MAX_DISCOUNT_AMOUNT_CENTS ? true : DISCOUNT_AMOUNT_TOO_LARGE;
});

export const discount = object({
  discountType: requiredEnum(DISCOUNT_TYPES, INVALID_DISCOUNT_TYPE),
  // The value's rule follows the chosen type.
  discountValue: dependsOn<number>('discountValue', (parent) =>
    parent.discountType === 'PERCENT' ? percentValue : amountValue,
  ),
});
export type Discount = Infer<typeof discount>;

/**
 * Checks the 'Apply Discount' panel as typed: a percentage, or a dollar amount ('12.50') that
 * becomes integer cents.
 */
export function checkDiscountForm(form: { discountType: string; discountValue: string }): Validated<Discount> {
  const text = form.discountValue.trim();
  const typed = text === '' ? undefined : Number(text);
  const value =
    typed === undefined || Number.isNaN(typed) || form.discountType === 'PERCENT' ? typed : Math.round(typed * 100);
  return check(discount, { discountType: form.discountType, discountValue: Number.isNaN(value) ? text : value });
}

/** '10%', '$25.00' or '+$25.00' (an extra fee). */
export const discountText = (d: Pick<Discount, 'discountType' | 'discountValue'>) =>
  d.discountType === 'PERCENT'
    ? `${d.discountValue}%`
    : `${d.discountType === 'EXTRA_FEE' ? '+' : ''}${formatMoney(d.discountValue)}`;
