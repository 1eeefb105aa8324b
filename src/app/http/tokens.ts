// Access and refresh tokens live in localStorage under the keys the spec names.
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
