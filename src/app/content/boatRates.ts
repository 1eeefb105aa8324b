// How a boat's pricing list reads on the boat pages, with the spec's rate labels.
import type { Boat, PricingEntry, PricingValue } from '../../domain/catalogue';

const HOURS: Partial<Record<PricingValue, number>> = {
  TWO_HOURS: 2, THREE_HOURS: 3, FOUR_HOURS: 4, FIVE_HOURS: 5, SIX_HOURS: 6, SEVEN_HOURS: 7, EIGHT_HOURS: 8, NINE_HOURS: 9, TEN_HOURS: 10,
};

export interface RateRow {
  label: string;
  price: number; // cents
  /** Per hour, for guest add-ons. */
  perHour: boolean;
}

/** The 2-hour charter price, which the lists show as 'from'. */
export function startingPrice(boat: Boat): number | null {
  return boat.pricing.find((p) => p.value === 'TWO_HOURS')?.price ?? null;
}

function charterLabel(entry: PricingEntry, boat: Boat, mainIsland: string): string {
  const hours = HOURS[entry.value]!;
  // Grand Cayman's bio bay boats quote their two-hour rate as the bio bay trip.
  if (hours === 2 && mainIsland === 'Grand Cayman' && boat.access.includes('bioBayAccess')) return '2 Hour - Bio Bay';
  return `${hours} Hour`;
}

/** Charter rates by length, shortest first. */
export function charterRates(boat: Boat, mainIsland: string): RateRow[] {
  return boat.pricing
    .filter((p) => HOURS[p.value] !== undefined)
    .sort((a, b) => HOURS[a.value]! - HOURS[b.value]!)
    .map((p) => ({ label: charterLabel(p, boat, mainIsland), price: p.price, perHour: false }));
}

/** Extra guests and extra hours: the add-ons the spec labels 'Additional guests (over N)' and 'Additional hours (N max)'. */
export function addOnRates(boat: Boat): RateRow[] {
  const rows: RateRow[] = [];
  for (const p of boat.pricing) {
    if (p.value === 'EACH_ADDITIONAL_GUEST') {
      const range = p.from !== undefined && p.to !== undefined ? ` ${p.from}–${p.to} guests` : '';
      rows.push({ label: `Additional guests (over ${boat.overGuests})${range}`, price: p.price, perHour: true });
    } else if (p.value === 'EACH_ADDITIONAL_HOUR') {
      rows.push({ label: `Additional hours (${boat.maxHours} max)`, price: p.price, perHour: false });
    }
  }
  return rows;
}
