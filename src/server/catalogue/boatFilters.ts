// The boat list API's query applied with the domain's boat-list rules.
import type { Boat } from '../../domain/model/catalogue';
import { boatFilterOf, listBoats } from '../../domain/model/boatList';
import { requestedGuests, type BoatListQuery } from '../../domain/model/catalogueQueries';

export function filterBoats(boats: Boat[], q: BoatListQuery): Boat[] {
  return listBoats(boats, boatFilterOf({ ...q, guests: requestedGuests(q) }), q.sort, q.order);
}
