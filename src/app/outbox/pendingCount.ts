// How many submissions still wait on this device: the service worker's queue (it says so by message) plus the
// app's own queue in IndexedDB.
import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../ui/whenIdle';

/** The longest the first replay waits for an idle moment. */
const START_WAIT_MS = 1000;

let workerPending = 0;
let devicePending = 0;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function setWorkerPending(count: number): void {
  if (count === workerPending) return;
  workerPending = count;
  notify();
}

export function setDevicePending(count: number): void {
  if (count === devicePending) return;
  devicePending = count;
  notify();
}

export const pendingCount = () => workerPending + devicePending;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs `start` once the browser is idle after the first mount of any component showing the count: its first replay
 * opens IndexedDB, which is not work for the task that starts the page.
 */
export function usePendingCountFrom(start: () => void): number {
  useEffect(() => whenIdle(start, { timeoutMs: START_WAIT_MS, fallbackMs: 0 }), [start]);
  return useSyncExternalStore(subscribe, pendingCount, () => 0);
}
