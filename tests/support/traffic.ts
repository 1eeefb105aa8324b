// Guests booking through the proxy without pause, for the rolling-upgrade tests and bench: each worker books one start
// after another (hold, checkout, card form, status, confirmation) and reads the catalogue between bookings. A request
// answered with a 5xx or not answered at all is a failed attempt; like the app, the guest sends it again (the same
// Idempotency-Key, after 0.2, 0.4, 0.6 s): one that fails every time is lost. The report lists both.
import { bookStart, type Booked, type Send } from './bookingFlow';

export interface TrafficReport {
  requests: number;
  /** Attempts answered with a 5xx or not at all (each was sent again). */
  failedAttempts: string[];
  /** Requests that failed every attempt, and bookings that went wrong. */
  lost: string[];
  bookings: Booked[];
  /** The test's own steps (`mark`), timed like the failures. */
  steps: string[];
}

const ATTEMPTS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `sendFor(n)`: the client of the n-th booking (one client for all, or one per guest's network). */
export function startTraffic(
  sendFor: (booking: number) => Send,
  calculateTrip: any,
  starts: string[],
  concurrency = 3,
): { bookings(): number; mark(step: string): void; stop(): Promise<TrafficReport> } {
  const report: TrafficReport = { requests: 0, failedAttempts: [], lost: [], bookings: [], steps: [] };
  // Seconds since the traffic started, on each failure: a failure is placed against the test's own steps.
  const began = Date.now();
  const at = () => `+${((Date.now() - began) / 1000).toFixed(1)} s`;
  let stopped = false;
  let booking = 0;
  const countedOf =
    (send: Send): Send =>
    async (...args) => {
      report.requests++;
      for (let attempt = 1; ; attempt++) {
        let failure: string;
        try {
          const answer = await send(...args);
          if (answer.status < 500) return answer;
          failure = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
          if (attempt === ATTEMPTS) {
            report.lost.push(`${at()} ${args[0]} ${args[1]}: ${failure}`);
            return answer;
          }
        } catch (error) {
          failure = (error as Error).message;
          if (attempt === ATTEMPTS) {
            report.lost.push(`${at()} ${args[0]} ${args[1]}: ${failure}`);
            throw error;
          }
        }
        report.failedAttempts.push(`${at()} ${args[0]} ${args[1]}: ${failure}`);
        await sleep(200 * attempt);
      }
    };
  const worker = async (n: number) => {
    while (!stopped) {
      const start = starts.shift();
      if (!start) break;
      const counted = countedOf(sendFor(booking++));
      try {
        report.bookings.push(await bookStart(counted, calculateTrip, start, `${start}-${n}`));
        await counted('GET', '/api/v1/web/country');
      } catch (error) {
        // Counted above when it was a lost request; an answer a guest would not expect is a failure too.
        const message = (error as Error).message;
        const untimed = (l: string) => l.replace(/^\+\S+ s /, '');
        if (!report.lost.some((l) => message.includes(untimed(l)) || untimed(l).includes(message)))
          report.lost.push(`${at()} booking of ${start}: ${message}`);
      }
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  return {
    bookings: () => report.bookings.length,
    mark: (step: string) => report.steps.push(`${at()} ${step}`),
    stop: async () => {
      stopped = true;
      await running;
      return report;
    },
  };
}
