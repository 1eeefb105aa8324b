// Building blocks shared by the boat files: region contacts, activity groups and pick-up docks.
import type { Boat, PricingEntry, PricingValue } from '../../../domain/catalogue';
import { regions } from './regions';

export function regionRefs(...ids: string[]): Boat['regions'] {
  return ids.map((id) => {
    const region = regions.find((r) => r._id === id);
    if (!region) throw new Error(`Unknown region ${id}`);
    return { _id: region._id, name: region.name, email: region.email, phone: region.phone };
  });
}

/** Prices in whole dollars, turned into cents; guest ranges are [from, to, dollars per guest per hour]. */
export function pricing(hours: Partial<Record<PricingValue, number>>, guestRanges: [number, number, number][] = []): PricingEntry[] {
  const entries: PricingEntry[] = Object.entries(hours).map(([value, dollars]) => ({ value: value as PricingValue, price: dollars! * 100 }));
  for (const [from, to, dollars] of guestRanges) entries.push({ value: 'EACH_ADDITIONAL_GUEST', price: dollars * 100, from, to });
  return entries;
}

export const dock = (location: string, name: string) => ({ location, dock: name });

export const NORTH_SOUND_STOPS = [
  'act-stingray-city', 'act-starfish-point', 'act-coral-gardens', 'act-barrier-reef', 'act-cayman-kai-beach',
  'act-dining-rum-point', 'act-dining-kaibo',
];
export const WEST_STOPS = ['act-kittiwake', 'act-cemetery-reef', 'act-seven-mile-reef', 'act-turtle-reef', 'act-dining-calypso-grill'];
export const GEORGE_TOWN_STOPS = ['act-eden-rock', 'act-spotts-reef'];
export const EAST_STOPS = ['act-ten-sail-reef', 'act-colliers-reef', 'act-spotts-reef'];
export const BIO_BAY = 'act-bio-bay';
