// Showing money: integer US cents as USD in en-US formatting (spec 00 'Destination, time and money').

export interface MoneyFormat {
  /** false drops the cents (boat prices); default true. */
  decimals?: boolean;
  /** true appends the currency code, as the total line does: '$1,250.00 USD'. */
  currencyCode?: boolean;
}

const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export function formatMoney(cents: number, { decimals = true, currencyCode = false }: MoneyFormat = {}): string {
  const text = (decimals ? withCents : wholeDollars).format(cents / 100);
  return currencyCode ? `${text} USD` : text;
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
