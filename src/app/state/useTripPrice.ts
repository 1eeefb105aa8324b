// The price the builder shows: the server's when it has answered for this very trip, otherwise the device's estimate
// (same domain functions) labelled as such. Nothing waits on the network: offline the estimate is all there is.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CalculatedTrip } from '../../domain/pricing';
import { formatMoney } from '../../domain/texts';
import type { TripState } from '../../domain/trip';
import { isApiError } from '../http/ApiError';
import { useToast } from '../ui/Toasts';
import { useOnline } from '../http/useOnline';
import { calculatedTripResource } from './tripResources';
import { calculateTimeParams, isPriceable, type Estimate, type TripCatalogue } from './tripEstimate';
import { useTripEstimator } from './useTripEstimator';
import type { QueryValue } from '../http/client';
import { TRIP_TEXT } from './tripMessages';

export interface TripPrice {
  /** The priced trip to show, or null (nothing to price yet, or refused). */
  shown: CalculatedTrip | null;
  isEstimate: boolean;
  /** The server is being asked (an estimate is shown meanwhile). */
  checking: boolean;
  /** Why the trip cannot be priced, in the pricing core's words. */
  refusal: string | null;
  estimate: Estimate | null;
  /** Set after a reconnect changed the price: 'Price updated: $…'. */
  updatedNote: string | null;
  /** The server's price for this very trip (its query's data), or null. */
  confirmed: CalculatedTrip | null;
  /** Where asking the server stands: idle while the trip cannot be priced yet. */
  status: PriceStatus;
}

type PriceStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected';

/**
 * How the server is asked for a price: the guest's query, or an agent's with their discount (kept off the persisted
 * cache).
 */
export interface PriceSource {
  resource: Pick<typeof calculatedTripResource, 'key' | 'fetch'>;
  params: (trip: TripState) => Record<string, QueryValue>;
}

/** How often a price the server could not be reached for is asked again. */
const UNREACHABLE_RETRY_MS = 10_000;

export const GUEST_PRICES: PriceSource = { resource: calculatedTripResource, params: calculateTimeParams };

export function useTripPrice(trip: TripState, catalogue: TripCatalogue, source: PriceSource = GUEST_PRICES): TripPrice {
  const online = useOnline();
  const toast = useToast();
  // Loads once a region is picked (the stops come next), so the estimate is ready when they are chosen.
  const estimator = useTripEstimator(trip.regionId !== null);
  const estimate = useMemo(
    () =>
      estimator && catalogue.activities.length > 0 && catalogue.pickUps.length > 0
        ? estimator.estimateTrip(trip, catalogue)
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the estimate depends on the priced fields only
    [
      catalogue,
      trip.boatId,
      trip.activities,
      trip.pulId,
      trip.dolId,
      trip.adult,
      trip.children,
      trip.estTimePace,
      trip.fishingHours,
      trip.startDate,
      trip.regionId,
      estimator,
    ],
  );
  const params = source.params(trip);
  const key = source.resource.key(trip.regionId ?? '', params);
  const askServer = isPriceable(trip) && estimate?.ok !== false;
  const server = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => source.resource.fetch(signal, trip.regionId ?? '', params),
    enabled: askServer,
    retry: false,
    staleTime: 60_000,
    // No answer at all while the device says it is online (port wifi, or the server briefly away): no 'online' event
    // will come, so ask again now and then until the server answers.
    refetchInterval: (query) =>
      query.state.status === 'error' && isApiError(query.state.error) && query.state.error.offline
        ? UNREACHABLE_RETRY_MS
        : false,
  });

  // Back online: ask the server again for the trip that was only estimated.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && askServer && !server.isSuccess) void server.refetch();
    wasOnline.current = online;
  }, [online, askServer, server]);

  const confirmed = askServer && server.isSuccess ? server.data : null;
  const serverRefusal =
    server.isError &&
    isApiError(server.error) &&
    server.error.status !== null &&
    server.error.status >= 400 &&
    server.error.status < 500 &&
    server.error.status !== 404
      ? server.error.message
      : null;
  const shown = confirmed ?? (estimate?.ok ? estimate.trip : null);
  const isEstimate = confirmed === null && shown !== null;

  // When the server's answer differs from the estimate the guest was looking at, say so.
  const [updatedNote, setUpdatedNote] = useState<string | null>(null);
  const lastShown = useRef<{ key: string; total: number; isEstimate: boolean } | null>(null);
  const keyText = JSON.stringify(key);
  useEffect(() => {
    const last = lastShown.current;
    if (confirmed && last && last.key === keyText && last.isEstimate && last.total !== confirmed.result.price) {
      const note = TRIP_TEXT.priceUpdated(formatMoney(confirmed.result.price));
      setUpdatedNote(note);
      toast.show(note, { kind: 'warning', duration: 5000 });
    } else if (last && last.key !== keyText) {
      setUpdatedNote(null);
    }
    lastShown.current = shown ? { key: keyText, total: shown.result.price, isEstimate } : null;
  }, [confirmed, shown, isEstimate, keyText, toast]);

  return {
    shown,
    isEstimate,
    checking: askServer && server.isFetching && online,
    refusal: estimate && !estimate.ok ? estimate.message : serverRefusal,
    estimate,
    updatedNote,
    confirmed,
    status: !askServer ? 'idle' : confirmed ? 'fulfilled' : server.isError ? 'rejected' : 'pending',
  };
}
