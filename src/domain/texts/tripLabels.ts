// Short labels the trip builder and the confirmation page show.
import type { Boat } from '../catalogue/catalogue';
import { PACES, type Pace } from '../trip/tripOptions';

/** '1 min', '5 mins'. */
export const minutesLabel = (n: number) => `${n} ${n === 1 ? 'min' : 'mins'}`;

/** Approximate travel time: 'N mins*' under an hour, otherwise 'H h M mins*' ('1 min*' for one). */
export function formatTravelTime(totalMinutes: number): string {
  const m = Math.max(0, Math.round(totalMinutes));
  if (m < 60) return `${minutesLabel(m)}*`;
  return `${Math.floor(m / 60)} h ${minutesLabel(m % 60)}*`;
}

export const activityCountLabel = (n: number) => `${n} ${n === 1 ? 'Activity' : 'Activities'}`;
export const guestsLabel = (n: number) => `${n} Guests`;
/** '3 adults, 1 child'. */
export const partyCounts = (adults: number, children: number) =>
  `${adults} ${adults === 1 ? 'adult' : 'adults'}, ${children} ${children === 1 ? 'child' : 'children'}`;
/** '4 Guests (3 adults, 1 child)'. */
export const partyLabel = (adults: number, children: number) =>
  `${guestsLabel(adults + children)} (${partyCounts(adults, children)})`;
export const charterHoursLabel = (hours: number) => `${hours} hrs Charter`;
export const hourCharterLabel = (hours: number) => `${hours} Hour Charter`;
export const extraGuestsLabel = (count: number) => `Extra Guests (${count})`;
/** A boat's size and model: `36' Yamaha 36 Sport`. */
export const boatModelLabel = (boat: Pick<Boat, 'boatInfo'>) =>
  `${boat.boatInfo.size}' ${boat.boatInfo.madeBy} ${boat.boatInfo.boatModel}`;

/** An itinerary's length: 'min - max Hours' when it has a maximum, else 'min Hours'. */
export const itineraryTimeLabel = (minTime: number, maxTime: number) =>
  maxTime > 0 ? `${minTime} - ${maxTime} Hours` : `${minTime} Hours`;

export const PACE_OPTIONS: ReadonlyArray<{ value: Pace; label: string; description: string }> = [
  { value: 'relaxed', label: 'Relaxed', description: 'More time at each stop' },
  { value: 'standard', label: 'Regular', description: 'A popular well-balanced choice' },
];

/** 'Relaxed' for the relaxed pace, 'Regular' for anything else. */
export const paceLabel = (pace: string) => (pace === PACES[0] ? 'Relaxed' : 'Regular');
