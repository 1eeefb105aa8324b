// The held trip's price of record: calculate-time with the slot's day and start (late-morning fee, promotion day).
import { useQuery } from '@tanstack/react-query';
import type { TripState } from '../../domain/tripState';
import { calculatedTripResource } from '../state/tripResources';
import { calculateTimeParams } from '../state/tripEstimate';
import { slotPriceParams } from './bookingRequests';

export function useBookingPrice(trip: TripState, zone: string) {
  const params = trip.bookingDate ? { ...calculateTimeParams(trip), ...slotPriceParams(trip.bookingDate, zone) } : {};
  const regionId = trip.regionId ?? '';
  return useQuery({
    queryKey: calculatedTripResource.key(regionId, params),
    queryFn: ({ signal }) => calculatedTripResource.fetch(signal, regionId, params),
    enabled: trip.bookingDate !== null && trip.regionId !== null,
    retry: false,
    staleTime: 60_000,
  });
}
