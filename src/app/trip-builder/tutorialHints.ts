// The first-visit tutorial: one 'viewed' flag on the device hides every hint once the guest has seen them.
import { useSyncExternalStore } from 'react';

const TUTORIAL_VIEWED_KEY = 'trip-builder:tutorial-viewed';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(TUTORIAL_VIEWED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markTutorialViewed(): void {
  try {
    localStorage.setItem(TUTORIAL_VIEWED_KEY, 'true');
  } catch {
    // Without storage the hints simply come back next visit.
  }
  listeners.forEach((notify) => notify());
}

export const useTutorialViewed = () =>
  useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    read,
    () => true,
  );
