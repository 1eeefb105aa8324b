// Back from paying for a dearer time: the booking moves when the payment provider's notice arrives, which may come
// after the guest (Stripe's webhook). Until the booking shows the new start, it is asked for again (usePolling's pace).
import { useEffect, useState } from 'react';
import { fetchBookingInfo } from './confirmationApi';
import { POLL_INTERVAL_MS, usePolling } from '../http/usePolling';

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
  // The first ask waits one pause: the page's own read of the booking, under way as it opens, often shows the move
  // already, and asking at once would race it.
  const asking = waiting ? `${bookingRef}|${movingTo}` : null;
  const [pausedFor, setPausedFor] = useState<string | null>(null);
  useEffect(() => {
    if (asking === null) return;
    const timer = setTimeout(() => setPausedFor(asking), POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [asking]);
  // Offline or a flaky link: asked again. The token is not part of the key: it never reaches a cache.
  const polled = usePolling({
    queryKey: ['booking-move', bookingRef, movingTo],
    queryFn: () => fetchBookingInfo(bookingRef!, token),
    final: (info) => sameInstant(info.timeSlot.startTime, movingTo!),
    enabled: waiting && pausedFor === asking,
  });
  const moved = waiting && polled.kind === 'answered';
  useEffect(() => {
    if (moved) onMoved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moved]);
  if (!waiting) return 'none';
  return polled.kind === 'late' ? 'late' : 'confirming';
}
