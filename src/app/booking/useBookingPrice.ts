// A trip's price of record at a slot's start (the guest's held slot, or the one an agent looks at): calculate-time
// with the slot's day and start (late-morning fee, promotion day). The guest's held trip asks as a guest, with its
// hold; the agents' reserve dialog with their discount.
import { useQuery } from '@tanstack/react-query';
import type { TripState } from '../../domain/trip';
import { GUEST_PRICES, type PriceSource } from '../state/useTripPrice';
import { slotPriceParams } from './bookingRequests';

export function useBookingPrice(
  trip: TripState,
  slot: { start: string; holdId?: string } | null,
  zone: string,
  source: PriceSource = GUEST_PRICES,
) {
  // A guest's own hold is priced as it was held (what its checkout charges), whatever the office changed since.
  const held = source === GUEST_PRICES && slot?.holdId ? { bookingId: slot.holdId } : {};
  const params = slot ? { ...source.params(trip), ...slotPriceParams(slot.start, zone), ...held } : {};
  const regionId = trip.regionId ?? '';
  return useQuery({
    queryKey: source.resource.key(regionId, params),
    queryFn: ({ signal }) => source.resource.fetch(signal, regionId, params),
    enabled: slot !== null && trip.regionId !== null,
    retry: false,
    staleTime: 60_000,
  });
}
