// The rows of a boat's rates table, with their fixed labels.
import { HOUR_PRICING_VALUES, PRICING_VALUES, type Boat, type PricingEntry } from './catalogue';
import { formatBoatPrice } from '../texts/money';

/** The island whose two-hour charter is the bio bay trip. */
const BIO_BAY_ISLAND = 'Grand Cayman';

export type RateRow =
  | { kind: 'heading'; label: string }
  | {
      kind: 'rate';
      label: string;
      price: number; // cents
      priceLabel: string; // no decimals, as boat prices show
      perHour: boolean; // guest rates are per guest per hour
      guestRange?: { from?: number; to?: number };
    };

const hoursOf = (entry: PricingEntry) => HOUR_PRICING_VALUES.indexOf(entry.value) + 2;

const rate = (label: string, entry: PricingEntry, perHour = false): RateRow => ({
  kind: 'rate',
  label,
  price: entry.price,
  priceLabel: formatBoatPrice(entry.price),
  perHour,
  ...(entry.from !== undefined || entry.to !== undefined ? { guestRange: { from: entry.from, to: entry.to } } : {}),
});

/** Whether a boat sells bio bay trips: it goes itself, or through a paired bio-bay boat. */
export const sellsBioBay = (boat: Pick<Boat, 'access' | 'additionalBioBayBoats'>) =>
  boat.access.includes('bioBayAccess') || boat.additionalBioBayBoats.length > 0;

/**
 * Charter rates by length first ('2 Hour' — '2 Hour - Bio Bay' on Grand Cayman for a boat that sells the bio bay
 * trip, never for a day boat — then '3 Hour charter' … '10 Hour charter'), then the add-ons under their headings.
 * No rows: show NO_ADD_ONS.
 */
export function rateRows(
  boat: Pick<Boat, 'pricing' | 'overGuests' | 'maxHours' | 'access' | 'additionalBioBayBoats'>,
  { mainIsland }: { mainIsland: string },
): RateRow[] {
  const order = (e: PricingEntry) => PRICING_VALUES.indexOf(e.value);
  const entries = [...boat.pricing].sort((a, b) => order(a) - order(b) || (a.from ?? 0) - (b.from ?? 0));
  const rows: RateRow[] = [];
  for (const entry of entries.filter((e) => HOUR_PRICING_VALUES.includes(e.value))) {
    const hours = hoursOf(entry);
    const label =
      hours === 2
        ? mainIsland === BIO_BAY_ISLAND && sellsBioBay(boat)
          ? '2 Hour - Bio Bay'
          : '2 Hour'
        : `${hours} Hour charter`;
    rows.push(rate(label, entry));
  }
  const extraHours = entries.filter((e) => e.value === 'EACH_ADDITIONAL_HOUR');
  if (extraHours.length > 0) {
    rows.push({ kind: 'heading', label: `Additional hours (${boat.maxHours} max)` });
    for (const entry of extraHours) rows.push(rate('Each additional hour', entry));
  }
  const extraGuests = entries.filter((e) => e.value === 'EACH_ADDITIONAL_GUEST');
  if (extraGuests.length > 0) {
    rows.push({ kind: 'heading', label: `Additional guests (over ${boat.overGuests})` });
    for (const entry of extraGuests) rows.push(rate('Each additional guest', entry, true));
  }
  return rows;
}

/** The boat's 2-hour charter price in cents: what lists show as 'from', filter and sort on. */
export const twoHourPrice = (boat: Pick<Boat, 'pricing'>): number | undefined =>
  boat.pricing.find((p) => p.value === 'TWO_HOURS')?.price;

/** Whether the table has anything beyond the charter rates (else 'There are no add-ons with this vessel'). */
export const hasAddOns = (rows: RateRow[]) => rows.some((r) => r.kind === 'heading');
