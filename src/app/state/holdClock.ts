// The hold timer's clock: the server's time, learnt from a hold answer, so a wrong device clock changes nothing.
import { clockSkewMs, formatCountdown, holdMsLeft } from '../../domain/time';
import { holdMinutesLeft } from '../../domain/trip';

export interface HoldClock {
  /** When the hold ends (UTC instant, the server's). */
  expiresAt: string;
  /** How far the server's clock is ahead of the device's. */
  skewMs: number;
}

/** The clock of a fresh hold answer, received at `receivedAt` on the device. */
export const holdClockOf = (hold: { expiresAt: string; serverNow: string }, receivedAt: Date): HoldClock => ({
  expiresAt: hold.expiresAt,
  skewMs: Math.round(clockSkewMs(hold.serverNow, receivedAt)),
});

/** The server's time now, read from the device's clock and the learnt skew. */
const serverTime = (clock: HoldClock, deviceNow: Date) => new Date(deviceNow.getTime() + clock.skewMs);

export const msLeft = (clock: HoldClock, deviceNow: Date) => holdMsLeft(clock.expiresAt, deviceNow, clock.skewMs);

/** 'MM:SS' left on the hold. */
export const countdownText = (clock: HoldClock, deviceNow: Date) => formatCountdown(msLeft(clock, deviceNow));

/** How long stored booking data may live: the hold's whole minutes left (server time), never below 0. */
export const storedLifetimeMs = (clock: HoldClock, deviceNow: Date) =>
  holdMinutesLeft(clock.expiresAt, serverTime(clock, deviceNow)) * 60_000;
