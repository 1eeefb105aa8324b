// Showing money: integer US cents as USD in en-US formatting.

export interface MoneyFormat {
  /** false drops the cents (boat prices); default true. */
  decimals?: boolean;
  /** true appends the currency code, as the total line does: '$1,250.00 USD'. */
  currencyCode?: boolean;
}

// Written out rather than with Intl.NumberFormat: a page's first NumberFormat loads ICU's number data, 12–15 ms of one
// task at full speed (about 60 ms on a phone), and this module is evaluated with the app's entry. The output is
// Intl's en-US currency format (tests/unit/domain/formatting.test.ts compares them), rounding half away from zero.
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

export function formatMoney(cents: number, { decimals = true, currencyCode = false }: MoneyFormat = {}): string {
  const step = decimals ? 1 : 100;
  const units = Math.round(Math.abs(cents) / step);
  const dollars = decimals ? Math.floor(units / 100) : units;
  const text = `$${groupThousands(String(dollars))}${decimals ? `.${String(units % 100).padStart(2, '0')}` : ''}`;
  const signed = cents < 0 ? `-${text}` : text;
  return currencyCode ? `${signed} USD` : signed;
}

/** Boat prices show no decimals. */
export const formatBoatPrice = (cents: number) => formatMoney(cents, { decimals: false });

/** Price lines (priceLines.ts) that are the boat's own prices (charter, late-morning start, extra guests). */
const BOAT_PRICE_LINES = new Set(['boat', 'charter', 'late-morning', 'extra-guests']);

/**
 * A price line's amount: a boat price without decimals when it is whole dollars ('$900'), anything else with cents;
 * the total with its currency code.
 */
export function formatPriceLine(key: string, cents: number): string {
  if (key === 'total') return formatMoney(cents, { currencyCode: true });
  return formatMoney(cents, { decimals: !(BOAT_PRICE_LINES.has(key) && cents % 100 === 0) });
}

/** An amount as a person types it in dollars ('450', '$1,250.50'): integer cents, or undefined when it is not one. */
export function centsOfDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  const [, whole, fraction = ''] = match ?? [];
  if (whole === undefined) return undefined;
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/**
 * What the office types in an amount field (a number input, the refund amount) in integer cents, rounded as Math.round
 * rounds the floating-point product ('12.345' is 1235, '1.005' is 100); NaN when the field is empty or holds no number
 * ('1,200'). Looser than centsOfDollars, which reads a spreadsheet's cells: no '$' or thousands commas, any decimals.
 */
export const centsOfTypedDollars = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));

/** Cents as an amount field shows them ('450', '12.5'); empty for NaN, a field left empty. */
export const typedDollarsOf = (cents: number) => (Number.isFinite(cents) ? String(cents / 100) : '');
