// Back from paying for a dearer time: the booking moves when the payment provider's notice arrives, which may come
// after the guest (Stripe's webhook). Until the booking shows the new start, it is asked for again (usePolling's pace).
import { useEffect } from 'react';
import { fetchBookingInfo } from './confirmationApi';
import { usePolling } from '../http/usePolling';

export type MoveConfirmation = 'none' | 'confirming' | 'late';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** `onMoved` runs once the server shows the booking at `movingTo` (the page reads it again and keeps the new copy). */
export function useMoveConfirmation(
  movingTo: string | null,
  bookingRef: string | null,
  shownStart: string | null,
  token: string | null,
  onMoved: () => void,
): MoveConfirmation {
  const waiting = movingTo !== null && bookingRef !== null && shownStart !== null && !sameInstant(shownStart, movingTo);
  // Offline or a flaky link: asked again. The token is not part of the key: it never reaches a cache.
  const polled = usePolling({
    queryKey: ['booking-move', bookingRef, movingTo],
    queryFn: (signal) => fetchBookingInfo(bookingRef!, token, signal),
    final: (info) => sameInstant(info.timeSlot.startTime, movingTo!),
    enabled: waiting,
  });
  const moved = waiting && polled.kind === 'answered';
  useEffect(() => {
    if (moved) onMoved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved]);
  if (!waiting) return 'none';
  return polled.kind === 'late' ? 'late' : 'confirming';
}
