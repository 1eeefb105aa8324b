import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';
import { activateWaitingUpdate, onUpdateWaiting } from './registerServiceWorker';
import { updateMessages } from './updateMessages';

/** A small banner offering to reload when a new version of the app is waiting. */
export default function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => onUpdateWaiting(setWaiting), []);

  if (!waiting || dismissed) return null;

  return (
    <div role="status" aria-live="polite" className="update-prompt" style={bannerStyle}>
      <span>{updateMessages.available}</span>
      <button type="button" onClick={() => activateWaitingUpdate(waiting)} style={buttonStyle}>
        {updateMessages.reload}
      </button>
      <button type="button" onClick={() => setDismissed(true)} style={buttonStyle}>
        {updateMessages.later}
      </button>
    </div>
  );
}

// Inline so the banner looks right whatever the app's stylesheet holds; focus rings stay the browser's.
const bannerStyle = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  maxWidth: '32rem',
  marginInline: 'auto',
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  background: '#0b4f6c',
  color: '#ffffff',
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
} as const;

const buttonStyle = {
  padding: '0.4rem 0.9rem',
  borderRadius: '0.375rem',
  border: '1px solid #ffffff',
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  cursor: 'pointer',
} as const;
