// 'You're offline: checking availability needs a connection', with a retry that also fires by itself on reconnect.
import { useEffect, useEffectEvent } from 'react';
import { BOOKING_TEXT } from './bookingMessages';

export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  const retry = useEffectEvent(() => onRetry());
  useEffect(() => {
    const onOnline = () => retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return (
    <div className="bk-offline" role="alert">
      <p>{BOOKING_TEXT.offline}</p>
      <button type="button" className="button button--ghost" onClick={() => onRetry()}>
        {BOOKING_TEXT.retry}
      </button>
    </div>
  );
}
