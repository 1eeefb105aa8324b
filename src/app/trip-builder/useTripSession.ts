// Brings the trip back before the builder paints (from the link, or from the device), then keeps the address bar
// and the device copy in step with every change.
import { startTransition, useEffect, useState } from 'react';
import { snapshot, subscribe } from 'valtio';
import { useLocation } from 'wouter';
import type { Country } from '../../domain/catalogue';
import { parseTripQuery } from '../../domain/tripQuery';
import type { TripState } from '../../domain/tripState';
import { useToast } from '../ui/Toasts';
import { freshTrip } from '../state/tripEdits';
import { openWelcomeBack } from '../state/builderUi';
import { debounced, loadStoredTrip, saveStoredTrip } from '../state/tripPersistence';
import { hasChoices, replaceTrip, tripStore } from '../state/tripStore';
import { applyTripQuery, queryHasTrip, tripSearch } from '../state/tripUrl';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';

/** IndexedDB answers in milliseconds; if it hangs, the builder opens without the kept trip rather than never. */
const RESTORE_TIMEOUT_MS = 2000;

/** Decides which trip the builder opens with; `welcomeBack` when a kept trip is offered to a guest arriving without a link. */
export async function chooseStartingTrip(country: Country, search: string) {
  const { query } = parseTripQuery(new URLSearchParams(search));
  const timeout = new Promise<{ trip: null; problem: 'missing' }>((resolve) =>
    setTimeout(() => resolve({ trip: null, problem: 'missing' }), RESTORE_TIMEOUT_MS));
  const stored = await Promise.race([loadStoredTrip(), timeout]);
  const kept = stored.trip && stored.trip.countryUrlTitle === country.urlTitle ? stored.trip : null;
  const dropped = stored.trip === null && stored.problem !== 'missing';
  if (queryHasTrip(query)) {
    const fromLink = freshTrip(country);
    applyTripQuery(fromLink, query);
    // The same trip as the one kept (a reload): keep what the device knows about it, such as its last price.
    const trip = kept && tripSearch(kept) === tripSearch(fromLink) ? kept : fromLink;
    return { trip, welcomeBack: false, dropped };
  }
  if (kept && hasChoices(kept)) return { trip: kept, welcomeBack: true, dropped };
  return { trip: freshTrip(country), welcomeBack: false, dropped };
}

export function useTripSession(country: Country): boolean {
  const [ready, setReady] = useState(false);
  const [location, navigate] = useLocation();
  const toast = useToast();

  useEffect(() => {
    let cancelled = false;
    void chooseStartingTrip(country, window.location.search).then(({ trip, welcomeBack, dropped }) => {
      if (cancelled) return;
      replaceTrip(trip);
      if (dropped) toast.show(TRIP_BUILDER_TEXT.storedTripDropped, { kind: 'warning', duration: 5000 });
      if (welcomeBack) openWelcomeBack(trip.bookingContactData?.firstName ?? null);
      // The whole builder paints now: as a transition, in slices that leave the page responsive.
      startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country.urlTitle]);

  useEffect(() => {
    if (!ready) return;
    const save = debounced((trip: TripState) => void saveStoredTrip(trip));
    const sync = () => {
      const trip = snapshot(tripStore) as TripState;
      const search = tripSearch(trip);
      if (window.location.search.replace(/^\?/, '') !== search) navigate(`${location}${search ? `?${search}` : ''}`, { replace: true });
      save(trip);
    };
    sync();
    const unsubscribe = subscribe(tripStore, sync);
    return () => {
      unsubscribe();
      save.flush();
    };
  }, [ready, location, navigate]);

  return ready;
}
