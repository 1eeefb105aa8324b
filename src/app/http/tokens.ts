// Access and refresh tokens live in localStorage under the keys the spec names (spec 02 §3). They are read by the API
// client only: never put in a query key, the persisted query cache or a request the service worker keeps.
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(ACCESS);
export const getRefreshToken = () => read(REFRESH);

export function storeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(ACCESS, accessToken);
  localStorage.setItem(REFRESH, refreshToken);
}

export function clearTokens(): void {
  try {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();

/** Called when a signed-in session could not be kept (refresh refused or impossible): the agent must sign in again. */
export function onSessionEnded(listener: Listener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** The tokens are cleared and whoever shows the session is told. */
export function endSession(): void {
  clearTokens();
  for (const listener of sessionEndedListeners) listener();
}
