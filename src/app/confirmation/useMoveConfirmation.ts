// Back from paying for a dearer time: the booking moves when the payment provider's notice arrives, which may come
// after the guest (Stripe's webhook). Until the booking shows the new start, ask again every 2 s for at most a minute.
import { useEffect, useEffectEvent, useState } from 'react';
import { fetchBookingInfo } from './confirmationApi';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './useConfirmation';

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
  const [late, setLate] = useState(false);
  const moved = useEffectEvent(onMoved);
  const waiting = movingTo !== null && bookingRef !== null && shownStart !== null && !sameInstant(shownStart, movingTo);
  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    const deadline = Date.now() + POLL_LIMIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const info = await fetchBookingInfo(bookingRef!, token, controller.signal);
        if (sameInstant(info.timeSlot.startTime, movingTo!)) return moved();
      } catch {
        // Offline or a flaky link: asked again below, within the minute.
      }
      if (controller.signal.aborted) return;
      if (Date.now() >= deadline) return setLate(true);
      timer = setTimeout(() => void ask(), POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [waiting, movingTo, bookingRef, token]);
  if (!waiting) return 'none';
  return late ? 'late' : 'confirming';
}
