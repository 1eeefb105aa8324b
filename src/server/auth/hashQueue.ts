// Password hashing has a bounded queue of its own (issue #52): scrypt runs on libuv's thread pool (4 threads), which
// static files, compression and DNS share, and 40 sign-ins at once filled it (a favicon took over 30 s). At most
// `atOnce` hashes run at a time, at most `waiting` more wait for a turn; a sign-in beyond that is refused at once
// (503 with Retry-After) instead of queueing behind the others.
import { HttpError } from '../http/errors';
import { AUTH_MESSAGES } from '../../domain/office';

export interface HashQueueSettings {
  atOnce: number;
  waiting: number;
}

export class HashQueue {
  private running = 0;
  private readonly turns: Array<() => void> = [];

  constructor(private readonly settings: HashQueueSettings) {}

  /** A 503 with Retry-After now if every place and every waiting place is taken (before any other work is done). */
  refuseWhenFull(): void {
    if (this.running < this.settings.atOnce || this.turns.length < this.settings.waiting) return;
    const busy = new HttpError(503, AUTH_MESSAGES.signInBusy, 'SIGN_IN_BUSY');
    busy.retryAfterSeconds = 2;
    throw busy;
  }

  /** Runs `work` when a place is free; a 503 with Retry-After when every place and every waiting place is taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.refuseWhenFull();
    if (this.running >= this.settings.atOnce) {
      await new Promise<void>((turn) => this.turns.push(turn));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The place passes to the next in line, or is freed.
      const next = this.turns.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
