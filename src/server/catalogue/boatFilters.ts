// The boat list API's query applied with the domain's boat-list rules.
import { type Boat, boatFilterOf, listBoats, requestedGuests, type BoatListQuery } from '../../domain/catalogue';

export function filterBoats(boats: Boat[], q: BoatListQuery): Boat[] {
  return listBoats(boats, boatFilterOf({ ...q, guests: requestedGuests(q) }), q.sort, q.order);
}
