// 'Minutes to secure your booking' with mm:ss; the count itself is read by screen readers only on request.
import { HOLD_TIMER_CAPTION } from '../../domain/texts';
import type { HoldClock } from '../state/holdClock';
import { useHoldCountdown } from './useHoldCountdown';

export function HoldTimer({ clock }: { clock: HoldClock | null }) {
  const countdown = useHoldCountdown(clock);
  if (!countdown) return null;
  return (
    <div className="bk-timer" role="timer" aria-label={HOLD_TIMER_CAPTION}>
      <strong className="bk-timer__count" data-testid="hold-timer">
        {countdown.text}
      </strong>
      <span className="bk-timer__caption">{HOLD_TIMER_CAPTION}</span>
    </div>
  );
}
