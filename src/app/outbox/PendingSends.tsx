// The header's note of submissions saved on this device and not sent yet; hidden at 0.
import { pendingSendsText } from './outboxMessages';
import { usePendingCount } from './sendQueue';
import './pendingSends.css';

export function PendingSends() {
  const count = usePendingCount();
  return (
    <div className="pending-sends" role="status" data-pending={count}>
      {count > 0 && (
        <span className="pending-sends__badge container">
          <span className="pending-sends__count" aria-hidden="true">
            {count}
          </span>
          {pendingSendsText(count)}
        </span>
      )}
    </div>
  );
}
