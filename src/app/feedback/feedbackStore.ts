// Whether the 'Send Us Feedback' modal is open; any part of the app may open it with openFeedback().
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the 'Send Us Feedback' modal (rendered by the footer on every page). */
export const openFeedback = () => setOpen(true);
export const closeFeedback = () => setOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useFeedbackOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
