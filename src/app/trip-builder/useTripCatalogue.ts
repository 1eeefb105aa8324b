// The catalogue the builder needs, read once per country (and region) so that everything works from the cache offline.
import type { Boat, Country } from '../../domain/catalogue';
import { useResource } from '../http/useResource';
import { activities, boats, pickUpLocations, regions } from '../http/resources';
import { itinerariesOfRegion, tutorialOfRegion } from '../state/tripResources';
import type { TripCatalogue } from '../state/tripEstimate';

export function useTripCatalogue(country: Country, regionId: string | null) {
  const urlTitle = country.urlTitle;
  const regionList = useResource(regions, [urlTitle]);
  const pickUps = useResource(pickUpLocations, [urlTitle]);
  const activityList = useResource(activities, [urlTitle]);
  const boatList = useResource(boats, [urlTitle, {}]);
  const itineraries = useResource(itinerariesOfRegion, [regionId ?? ''], regionId !== null);
  const tutorial = useResource(tutorialOfRegion, [regionId ?? ''], regionId !== null);
  const catalogue: TripCatalogue = {
    country,
    pickUps: pickUps.data ?? [],
    activities: activityList.data ?? [],
    boats: (boatList.data ?? []) as Boat[],
  };
  return {
    regionList,
    pickUps,
    activityList,
    boatList,
    itineraries,
    tutorial,
    catalogue,
    boats: catalogue.boats as Boat[],
  };
}
