// Access and refresh tokens live in localStorage as 'accessToken' and 'refreshToken'. They are read by the API
// client only: never put in a query key, the persisted query cache or a request the service worker keeps. Beside them,
// the role the server last gave the signed-in user, so that the staff pages' gates refuse offline as they do online.
import { is } from 'superstruct';
import { signedInUser, type UserRole } from '../../domain/office';

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const ROLE = 'sessionRole';

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

/**
 * True once a third or less of the access token's life is left (by its own iat and exp; the signature is the server's
 * business): the client refreshes before the server would refuse it, so a session in use never meets a 401.
 */
export function accessTokenAging(token: string, nowMs = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      iat?: unknown;
      exp?: unknown;
    };
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return false;
    return payload.exp * 1000 - nowMs <= ((payload.exp - payload.iat) * 1000) / 3;
  } catch {
    return false;
  }
}

/** The kept role, validated like the server's answer: null when unknown (a session kept before roles were) or unfit. */
export function getSessionRole(): UserRole | null {
  const role = read(ROLE);
  return is(role, signedInUser.schema.role) ? role : null;
}

/** Kept only with a session: an answer landing after sign-out leaves nothing behind. */
export function storeSessionRole(role: UserRole): void {
  if (!getAccessToken() && !getRefreshToken()) return;
  try {
    localStorage.setItem(ROLE, role);
  } catch {
    // Storage unavailable: the role stays unknown offline.
  }
}

export function clearTokens(): void {
  try {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    localStorage.removeItem(ROLE);
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
