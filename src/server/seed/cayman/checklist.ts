// What a boat has on board, what the charter includes and what guests should bring.
import type { ChecklistItem } from '../../../domain/catalogue';

const item = (type: ChecklistItem['type'], slug: string, name: string): ChecklistItem => ({
  _id: `cl-${slug}`,
  type,
  name,
  image: `/images/checklist/${slug}.svg`,
});

export const checklistItems: ChecklistItem[] = [
  item('AMENITIES', 'bimini-shade', 'Bimini top for shade'),
  item('AMENITIES', 'sound-system', 'Bluetooth sound system'),
  item('AMENITIES', 'swim-ladder', 'Swim ladder'),
  item('AMENITIES', 'freshwater-shower', 'Freshwater shower'),
  item('AMENITIES', 'marine-toilet', 'Marine toilet'),
  item('AMENITIES', 'air-conditioned-cabin', 'Air-conditioned cabin'),
  item('AMENITIES', 'paddleboard', 'Stand-up paddleboard'),
  item('AMENITIES', 'water-mat', 'Floating water mat'),
  item('AMENITIES', 'fighting-chair', 'Fighting chair and outriggers'),
  item('INCLUDED', 'captain', 'Licensed captain'),
  item('INCLUDED', 'fuel', 'Fuel'),
  item('INCLUDED', 'snorkel-gear', 'Snorkel masks, fins and vests'),
  item('INCLUDED', 'life-jackets', 'Life jackets for all ages'),
  item('INCLUDED', 'water-and-soft-drinks', 'Bottled water and soft drinks'),
  item('INCLUDED', 'cooler-with-ice', 'Cooler with ice'),
  item('INCLUDED', 'stingray-squid', 'Squid to feed the stingrays'),
  item('INCLUDED', 'fishing-tackle', 'Rods, tackle and bait'),
  item('INCLUDED', 'towels', 'Beach towels'),
  item('WHAT_TO_BRING', 'reef-safe-sunscreen', 'Reef-safe sunscreen'),
  item('WHAT_TO_BRING', 'swimsuit', 'Swimsuit and a dry change of clothes'),
  item('WHAT_TO_BRING', 'hat-and-sunglasses', 'Hat and sunglasses'),
  item('WHAT_TO_BRING', 'photo-id', 'Photo ID (and ship card for cruise guests)'),
  item('WHAT_TO_BRING', 'cash-for-restaurants', 'Cash or card for restaurant stops'),
  item('WHAT_TO_BRING', 'seasickness-remedy', 'Seasickness remedy if you need one'),
  item('WHAT_TO_BRING', 'waterproof-phone-pouch', 'Waterproof phone pouch'),
];

const byId = new Map(checklistItems.map((i) => [i._id.slice(3), i]));

/** The checklist entries for the given slugs, in that order. */
export function checklist(...slugs: string[]): ChecklistItem[] {
  return slugs.map((slug) => {
    const found = byId.get(slug);
    if (!found) throw new Error(`Unknown checklist item ${slug}`);
    return found;
  });
}

/** What every charter includes and every guest should bring. */
export const BASE_INCLUDED = ['captain', 'fuel', 'life-jackets', 'water-and-soft-drinks', 'cooler-with-ice'];
export const BASE_TO_BRING = ['reef-safe-sunscreen', 'swimsuit', 'hat-and-sunglasses', 'photo-id', 'cash-for-restaurants'];
