// Why a page cannot open without a signal, in words that fit what the device holds
// (src/domain/protocol/offlineCopy.ts). Loaded only when a page shows that it cannot (src/app/content/QueryView.tsx),
// so its texts are not in every first load.
import { OFFLINE_COPY, type OfflineCopyState, countryOfPath } from '../../domain/protocol';
import { openedPages } from './openedPages';

/** LoadProblem's other offline reasons (src/app/content/QueryView.tsx), by what the device holds. */
export const OFFLINE_OPENED_NOT_KEPT =
  "You're offline, and this phone's copy of this page is incomplete. It opens again once you're back online.";
export const OFFLINE_COPY_SAVING =
  "You're offline. This phone was still saving the boats and the guide for offline use when the signal dropped: this page opens once you're back online.";
const OFFLINE_NOT_IN_COPY =
  "You're offline, and this page is not among those this phone keeps for offline use. Please try again when you're back online.";

/** The worker's note on the copy of `country`, or null (none yet, or no Cache Storage). */
async function offlineCopyState(country: string): Promise<OfflineCopyState | null> {
  if (typeof caches === 'undefined') return null;
  try {
    const kept = await caches.match(OFFLINE_COPY.stateAddress(country), { cacheName: OFFLINE_COPY.stateCache });
    return kept ? ((await kept.json()) as OfflineCopyState) : null;
  } catch {
    return null;
  }
}

/**
 * The reason for the page at `address` (path and query): it opened here before (its copy is incomplete), the copy does
 * not hold it (a filtered list), the worker was still saving the copy when the signal dropped; null: nothing is kept
 * yet (the first visit's wording).
 */
export async function offlineReason(address: string): Promise<string | null> {
  if (openedPages().includes(address)) return OFFLINE_OPENED_NOT_KEPT;
  const [path = ''] = address.split('?');
  const country = countryOfPath(path);
  const copy = country ? await offlineCopyState(country) : null;
  if (copy?.status === 'complete') return OFFLINE_NOT_IN_COPY;
  if (copy?.status === 'saving') return OFFLINE_COPY_SAVING;
  return null;
}
