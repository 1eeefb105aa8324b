// The catalogue documents a price needs, read once and kept in memory for a few seconds: the catalogue is
// edited rarely, and a request then does no database work. A stale copy is served while a fresh one loads.
import type { Activity, Boat, Country, PickUpLocation, Region } from '../../domain/catalogue';
import { withPinned, type PinnedPrices } from '../../domain/pricing';
import type { Db } from '../db/client';
import { listDocs } from '../catalogue/store';

export interface PricingCatalogue {
  regions: { byId: Map<string, Region>; byUrlTitle: Map<string, Region> };
  countries: Map<string, Country>;
  boats: { byId: Map<string, Boat>; byUrlTitle: Map<string, Boat> };
  pickUps: Map<string, PickUpLocation>;
  activities: Map<string, Activity>;
}

export const CATALOGUE_TTL_MS = 5_000;

const byId = <T extends { _id: string }>(docs: T[]) => new Map(docs.map((d) => [d._id, d]));
const byUrlTitle = <T extends { urlTitle: string }>(docs: T[]) => new Map(docs.map((d) => [d.urlTitle, d]));

export async function loadPricingCatalogue(db: Db): Promise<PricingCatalogue> {
  const [regions, countries, boats, pickUps, activities] = await Promise.all([
    listDocs<Region>(db, 'region'),
    listDocs<Country>(db, 'country'),
    listDocs<Boat>(db, 'boat'),
    listDocs<PickUpLocation>(db, 'pickUpLocation'),
    listDocs<Activity>(db, 'activity'),
  ]);
  return {
    regions: { byId: byId(regions), byUrlTitle: byUrlTitle(regions) },
    countries: byId(countries),
    boats: { byId: byId(boats), byUrlTitle: byUrlTitle(boats) },
    pickUps: byId(pickUps),
    activities: byId(activities),
  };
}

/** The catalogue with a hold's pinned prices laid over it (domain/pricing/pinnedPrices.ts), or itself if none were. */
export function withPinnedPrices(catalogue: PricingCatalogue, pinned: PinnedPrices | undefined): PricingCatalogue {
  if (!pinned) return catalogue;
  const boats = withPinned(catalogue.boats.byId, pinned.boats);
  return {
    ...catalogue,
    countries: withPinned(catalogue.countries, pinned.countries),
    boats: { byId: boats, byUrlTitle: byUrlTitle([...boats.values()]) },
    pickUps: withPinned(catalogue.pickUps, pinned.pickUps),
    activities: withPinned(catalogue.activities, pinned.activities),
  };
}

export interface CatalogueSnapshot {
  /** The catalogue as of at most `ttlMs` ago (the first call waits for the first read). */
  current(): Promise<PricingCatalogue>;
}

/**
 * `revision` (catalogue/revision.ts), when given, keys the copy: after an office's change the next call waits for the
 * new catalogue rather than answering from the old one, so a guest is priced as the office just set.
 */
export function catalogueSnapshot(
  load: () => Promise<PricingCatalogue>,
  ttlMs = CATALOGUE_TTL_MS,
  now = () => Date.now(),
  revision: () => Promise<number> = async () => 0,
): CatalogueSnapshot {
  let kept: { catalogue: PricingCatalogue; at: number; revision: number } | undefined;
  let loading: Promise<PricingCatalogue> | undefined;

  const reload = (at: number): Promise<PricingCatalogue> => {
    loading ??= load()
      .then((catalogue) => {
        kept = { catalogue, at: now(), revision: at };
        return catalogue;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return {
    async current() {
      const at = await revision();
      if (!kept || kept.revision !== at) return reload(at);
      // Stale: answer from the copy in hand and refresh behind it; a failed refresh is retried by the next request.
      if (now() - kept.at > ttlMs) reload(at).catch(() => undefined);
      return kept.catalogue;
    },
  };
}
