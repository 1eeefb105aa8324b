// The day manifests a captain had when last online (today's and tomorrow's, and every later day they opened), kept on
// the device so that they open at the dock without signal. They hold guests' names and phones: read back only for the
// user who saved them, validated like any untrusted input, and removed at sign-out and when the session ends.
import { storedManifests, type Manifest } from '../../domain/office';
import { check } from '../../domain/schema';
import { MANIFESTS_KEY as KEY } from './manifestsKey';
/** Today, tomorrow and the days opened after them, the nearest first: a week and a day at most. */
const KEPT_DAYS = 8;

/** `userId` null: offline before the user could be asked; the copy is then the device's (cleared at every sign-out). */
function read(userId: string | null): Manifest[] {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return [];
    const parsed = check(storedManifests, JSON.parse(raw));
    if (!parsed.ok || (userId !== null && parsed.value.userId !== userId)) {
      localStorage.removeItem(KEY);
      return [];
    }
    return parsed.value.manifests;
  } catch {
    return [];
  }
}

/** The copy of `date`, if the device has one for this user. */
export const keptManifest = (userId: string | null, date: string): Manifest | undefined =>
  read(userId).find((m) => m.date === date);

/** Keeps `manifest` (replacing that day's copy), and of the others only today's and later, the nearest KEPT_DAYS. */
export function keepManifest(userId: string, manifest: Manifest, today: string): void {
  const others = read(userId).filter((m) => m.date !== manifest.date && m.date >= today);
  const manifests = [...others, manifest]
    .filter((m) => m.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, KEPT_DAYS);
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: 2, userId, manifests }));
  } catch {
    // A full or unavailable storage keeps no copy: the page says so when offline.
  }
}
