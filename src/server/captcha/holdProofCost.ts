// How dear a hold's proof of work is (issue #52): priced by the hours the hold blocks and by its network's share of
// the fleet's hours in the next four days. A network holds its first `freeShare` of the fleet's hours freely; beyond,
// each `sharePerProofLevel` more doubles the cost, and a hold's cost is that times its 2-hour blocks, so a 10-hour hold
// costs five 2-hour ones. One attacker's core then runs out long before it holds a tenth of the fleet, while each guest
// of a ship (one address) pays once, for their own trip, on their own phone.
import { defined } from '../../domain/schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

// Past it the cost stops rising (2^20 rounds per try: days of work).
const MAX_LEVEL = 20;
/** The hours ahead a network's share is measured against: the fleet's next four days of day-charter hours. */
const SHARE_DAYS = 4;
const DAY_HOURS = 11; // 07:00 to 18:00, the day-charter window (src/domain/booking/slotRules.ts)
const QUARTERS = 4;

/** The hold limits of the booking settings (booking/settings.ts) that price a proof. */
export interface ProofSettings {
  /** Share of the fleet's hours a network holds without a proof (0.03 = 3 %). */
  freeShare: number;
  /** Each further share this size doubles the proof's cost. */
  sharePerProofLevel: number;
}

/**
 * Hours a network holds without a proof: its share of the fleet, and never less than the one hold it asks for. A
 * company with a boat or two has a free share smaller than one charter; without this, every guest's first hold there
 * would need a proof and last the pressured few minutes.
 */
const freeHours = (settings: ProofSettings, fleetHours: number, hours: number) =>
  Math.max(settings.freeShare * fleetHours, hours);

/** A hold's 2-hour blocks, at least one. */
const blocksOf = (hours: number) => Math.max(1, Math.ceil(hours / 2));

/**
 * Quarter-hours a network may hold in all, this hold included, before it goes in (place_hold compares): the free share,
 * and with a proof of `cost` for a hold of `hours` the levels that cost paid for.
 */
export function addressAllowance(settings: ProofSettings, fleetHours: number, hours: number, cost?: number): number {
  const levels = cost === undefined || cost < blocksOf(hours) ? 0 : Math.floor(Math.log2(cost / blocksOf(hours))) + 1;
  // (A hair over the product: shares are fractions, and 10/264 · 264 · 4 must be 40, not 39.999….)
  const hoursAllowed = freeHours(settings, fleetHours, hours) + levels * settings.sharePerProofLevel * fleetHours;
  return Math.floor(hoursAllowed * QUARTERS + 1e-6);
}

/** The cost of the proof a hold of `hours` from a network already holding `heldHours` needs (1 when it needs none). */
export function proofCostFor(settings: ProofSettings, fleetHours: number, heldHours: number, hours: number): number {
  const over = heldHours + hours - freeHours(settings, fleetHours, hours);
  if (over <= 1e-6) return 1;
  // The least level whose allowance (free + (level + 1) steps, addressAllowance) takes the hold.
  const level = Math.min(
    MAX_LEVEL,
    Math.max(0, Math.ceil(over / (settings.sharePerProofLevel * fleetHours) - 1e-6) - 1),
  );
  return blocksOf(hours) * 2 ** level;
}

/** Hours the network's live holds block. */
export async function heldHoursFrom(db: Db, addressKey: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(ceil(extract(epoch FROM end_time - start_time) / 900)), 0)::int AS quarters FROM slot_holds
    WHERE address_key = ${addressKey} AND status = 'HELD' AND expires_at > ${now.toISOString()}::timestamptz`);
  return Number(defined(rowsOf<{ quarters: number }>(result)[0], 'the held quarters').quarters) / QUARTERS;
}

const fleets = new WeakMap<Db, { hours: number; at: number }>();

/** The fleet's day-charter hours in the next four days (every boat's calendar), read at most once a minute. */
export async function fleetHours(db: Db, now: Date): Promise<number> {
  const kept = fleets.get(db);
  if (kept && now.getTime() - kept.at < 60_000 && now.getTime() >= kept.at) return kept.hours;
  const result = await db.execute(sql`SELECT count(*)::int AS boats FROM boat_calendars`);
  const boats = Number(defined(rowsOf<{ boats: number }>(result)[0], 'the boat count').boats);
  const hours = Math.max(1, boats) * DAY_HOURS * SHARE_DAYS;
  fleets.set(db, { hours, at: now.getTime() });
  return hours;
}
