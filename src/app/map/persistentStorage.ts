// Installed apps keep the offline map: ask the browser not to evict our storage once the app is installed.
import { askForPersistentStorage } from './offlineMap';

let watching = false;

/**
 * Asks for persistent storage when the app runs installed (display-mode standalone) and when it gets installed
 * (`appinstalled`). Safe to call more than once; call it early (main.tsx) to catch the install event on any page.
 */
export function keepStorageWhenInstalled(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const ask = () => void askForPersistentStorage().catch(() => false);
  if (window.matchMedia?.('(display-mode: standalone)').matches) ask();
  window.addEventListener('appinstalled', ask);
}
