// Which pages the guest has opened on this device, for the wording of an offline page's message (offlineReason.ts).
const OPENED_KEY = 'opened-pages';
/** The most addresses remembered; the oldest go first. */
const MAX_OPENED = 200;

export function openedPages(): string[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(OPENED_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Notes that the page at `address` (path and query) opened with its data on this device. */
export function rememberOpenedPage(address: string): void {
  const list = openedPages();
  if (list[list.length - 1] === address) return;
  const next = [...list.filter((item) => item !== address), address].slice(-MAX_OPENED);
  try {
    window.localStorage.setItem(OPENED_KEY, JSON.stringify(next));
  } catch {
    // Full: the note is only for the wording of a message.
  }
}
