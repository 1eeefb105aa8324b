// The hold timer ('Minutes to secure your booking'), counted on the server's clock, not the device's.

/** How far the server's clock is ahead of the device's, from a hold answer's serverNow. */
export const clockSkewMs = (serverNow: string, receivedAt: Date) => Date.parse(serverNow) - receivedAt.getTime();

/** Milliseconds the hold has left, never below 0. */
export const holdMsLeft = (expiresAt: string, now: Date, skewMs = 0) =>
  Math.max(0, Date.parse(expiresAt) - (now.getTime() + skewMs));

/** 'MM:SS', rounded up so that 00:00 shows only when the time has run out. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
