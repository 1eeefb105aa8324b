// The boat list API's query applied with the domain's boat-list rules.
import type { Boat } from '../../domain/catalogue';
import { boatMatches, sortBoats } from '../../domain/boatList';
import { requestedGuests, type BoatListQuery } from '../../domain/catalogueQueries';

export function filterBoats(boats: Boat[], q: BoatListQuery): Boat[] {
  const kept = boats.filter((b) =>
    boatMatches(b, { guests: requestedGuests(q), amenities: q.amenities, activities: q.activities, maxTwoHourPrice: q.price, minLength: q.length }),
  );
  return sortBoats(kept, q.sort, q.order);
}
