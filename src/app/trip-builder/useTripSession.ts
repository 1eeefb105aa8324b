// Brings the trip back before the builder paints (from the link, or from the device), then keeps the address bar
// and the device copy in step with every change.
import { startTransition, useEffect, useRef, useState } from 'react';
import { snapshot, subscribe } from 'valtio';
import { useLocation } from 'wouter';
import type { Country } from '../../domain/catalogue';
import { parseTripQuery, type TripState } from '../../domain/trip';
import { useToast } from '../ui/Toasts';
import { applyTripQuery, freshTrip, replaceTrip } from '../state/tripEdits';
import { openWelcomeBack } from '../state/builderUi';
import { bookingInProgress } from '../state/bookingUnderway';
import {
  debounced,
  forgetStoredTrip,
  loadStoredTrip,
  saveStoredTrip,
  storedTripAtOnce,
  type RestoredTrip,
} from '../state/tripPersistence';
import { dropEarlyRead } from '../state/keptTripRead';
import { hasChoices, tripStore } from '../state/tripStore';
import { queryHasTrip, tripSearch } from '../state/tripUrl';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';

/** IndexedDB answers in milliseconds; if it hangs, the builder opens without the kept trip rather than never. */
const RESTORE_TIMEOUT_MS = 2000;

type StartingTrip = { trip: TripState; welcomeBack: boolean; dropped: boolean };

/**
 * Which trip the builder opens with, from what the device kept; `welcomeBack` when a kept trip is offered to a guest
 * arriving without a link.
 */
function startingTrip(country: Country, search: string, stored: RestoredTrip): StartingTrip {
  const { query } = parseTripQuery(new URLSearchParams(search));
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

/** Reads the kept trip and decides which trip the builder opens with (startingTrip). */
export async function chooseStartingTrip(country: Country, search: string): Promise<StartingTrip> {
  const timeout = new Promise<{ trip: null; problem: 'missing' }>((resolve) =>
    setTimeout(() => resolve({ trip: null, problem: 'missing' }), RESTORE_TIMEOUT_MS),
  );
  return startingTrip(country, search, await Promise.race([loadStoredTrip(), timeout]));
}

export function useTripSession(country: Country): boolean {
  // The device's read already done (main.tsx started it with the page's code): the first render paints the trip.
  const [atOnce] = useState(() => {
    const stored = storedTripAtOnce();
    if (!stored) return null;
    const start = startingTrip(country, window.location.search, stored);
    replaceTrip(start.trip);
    return start;
  });
  const [ready, setReady] = useState(atOnce !== null);
  const announced = useRef(false); // once, though development's strict mode runs the effect twice
  const [location, navigate] = useLocation();
  const toast = useToast();

  useEffect(() => {
    let cancelled = false;
    const announce = ({ trip, welcomeBack, dropped }: StartingTrip) => {
      if (announced.current) return;
      announced.current = true;
      if (dropped) toast.show(TRIP_BUILDER_TEXT.storedTripDropped, { kind: 'warning', duration: 5000 });
      // Never over a booking in progress: its own step (or the payment's notice) opens instead.
      if (welcomeBack && !bookingInProgress()) openWelcomeBack(trip.bookingContactData?.firstName ?? null);
    };
    if (atOnce) {
      dropEarlyRead();
      if (atOnce.dropped) void forgetStoredTrip();
      announce(atOnce);
      return undefined;
    }
    void chooseStartingTrip(country, window.location.search).then((start) => {
      if (cancelled) return;
      replaceTrip(start.trip);
      announce(start);
      // The whole builder paints now: as a transition, in slices that leave the page responsive.
      startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting trip is chosen once per country
  }, [country.urlTitle]);

  useEffect(() => {
    if (!ready) return;
    const save = debounced((trip: TripState) => void saveStoredTrip(trip));
    const sync = () => {
      const trip = snapshot(tripStore) as TripState;
      const search = tripSearch(trip);
      if (window.location.search.replace(/^\?/, '') !== search)
        navigate(`${location}${search ? `?${search}` : ''}`, { replace: true });
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
