// A fixed-window request counter per key (an IP address), kept in memory for one API process.
export class RateWindow {
  private readonly counts = new Map<string, { windowStart: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Counts one request; returns the seconds to wait when the key is over its limit, else 0. */
  take(key: string): number {
    const at = this.now().getTime();
    let entry = this.counts.get(key);
    if (!entry || at - entry.windowStart >= this.windowMs) {
      entry = { windowStart: at, count: 0 };
      this.counts.set(key, entry);
    }
    entry.count += 1;
    if (entry.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((entry.windowStart + this.windowMs - at) / 1000));
  }

  /** Forgets finished windows so that the map does not grow with every address ever seen. */
  prune(): void {
    const at = this.now().getTime();
    for (const [key, entry] of this.counts) if (at - entry.windowStart >= this.windowMs) this.counts.delete(key);
  }
}
