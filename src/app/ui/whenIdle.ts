/**
 * Calls `then` once the browser is idle, or after `timeoutMs` at the latest. Safari has no requestIdleCallback: there
 * it waits `fallbackMs`.
 */
export function whenIdle(then: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => then(), { timeout: timeoutMs });
  else setTimeout(then, fallbackMs);
}
