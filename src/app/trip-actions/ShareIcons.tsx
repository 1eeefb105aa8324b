// Small line icons for the share channels (drawn here: no icon font, nothing fetched).
import type { ShareChannel } from './shareLinks';

const PATHS: Record<ShareChannel, string> = {
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M17.5 6.5h.01',
  x: 'M4 4l16 16M20 4L4 20',
  whatsapp: 'M4 20l1.4-4.2A8 8 0 1 1 8.3 18.6zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-7',
};

export function ShareIcon({ channel }: { channel: ShareChannel }) {
  return (
    <svg
      className="ta-share__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[channel]} />
    </svg>
  );
}
