import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { activateWaitingUpdate, onUpdateWaiting } from './registerServiceWorker';
import { updateMessages } from './updateMessages';
import './updatePrompt.css';

/** A small banner offering to reload when a new version of the app is waiting. */
export default function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => onUpdateWaiting(setWaiting), []);

  if (!waiting || dismissed) return null;

  return (
    <div role="status" aria-live="polite" className="update-prompt">
      <span>{updateMessages.available}</span>
      <button type="button" onClick={() => activateWaitingUpdate(waiting)} className="update-prompt__button">
        {updateMessages.reload}
      </button>
      <button type="button" onClick={() => setDismissed(true)} className="update-prompt__button">
        {updateMessages.later}
      </button>
    </div>
  );
}
