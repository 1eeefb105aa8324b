// Which activities of a region a party can actually do: a boat of the region must serve the stop and seat everyone.
import type { Activity, Boat, RegionActivities } from '../../domain/catalogue';

export function boatServesRegion(boat: Boat, regionId: string): boolean {
  return boat.regions.some((r) => r._id === regionId);
}

export function activitiesForParty(
  regionId: string,
  totalPerson: number,
  activities: Activity[],
  boats: Boat[],
): RegionActivities {
  const served = new Set(
    boats.filter((b) => b.maxGuests >= totalPerson && boatServesRegion(b, regionId)).flatMap((b) => b.activities),
  );
  const usable = activities.filter((a) => a.regionIds.includes(regionId) && served.has(a._id));
  return {
    activities: usable.filter((a) => a.type !== 'Dining'),
    diningActivities: usable.filter((a) => a.type === 'Dining'),
  };
}
