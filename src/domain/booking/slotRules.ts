// Which starts a trip may have: day charters run by daylight, from 07:00 and
// back by 18:00; only bio bay trips start in the evening. The trip type follows the stops, so a client cannot
// claim an evening bio-bay start for a day trip.
import type { ActivityType } from '../catalogue/catalogue';
import type { TripType } from '../trip/tripOptions';

/** Local times of the day window: the first start and the latest return of a day charter. */
export const DAY_CHARTER_WINDOW = { firstStart: '07:00', lastEnd: '18:00' } as const;

/** Cruise guests keep this long free before and after the charter: slots ending later are greyed out. */
export const CRUISE_BUFFER_MINUTES = 90;
/** The buffer as the texts say it: '1.5 hours'. */
export const CRUISE_BUFFER_TEXT = `${CRUISE_BUFFER_MINUTES / 60} hours`;

/** The bio-bay boat joins only bio-bay trips. */
export const isBioBayTrip = (type: TripType) => type === 'BIO_BAY' || type === 'BIO_BAY_DSF';

/** The trip type of a set of stops: bio bay, deep-sea fishing, both, or neither. */
export function tripTypeOf(
  activityIds: readonly string[],
  activities: readonly { _id: string; type: ActivityType }[],
): TripType {
  const types = new Set(activityIds.map((id) => activities.find((a) => a._id === id)?.type));
  const bioBay = types.has('Bio bay');
  const fishing = types.has('Deep sea fishing');
  if (bioBay && fishing) return 'BIO_BAY_DSF';
  if (bioBay) return 'BIO_BAY';
  if (fishing) return 'DSF';
  return 'STANDARD';
}
