// Re-renders every half second while a hold is counting down; offline too, since it needs only the device's clock.
import { useEffect, useState } from 'react';
import { countdownText, msLeft, type HoldClock } from '../state/holdClock';

const TICK_MS = 500;

export function useHoldCountdown(clock: HoldClock | null): { text: string; msLeft: number } | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!clock) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new hold shows its time left at once
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  return { text: countdownText(clock, now), msLeft: msLeft(clock, now) };
}
