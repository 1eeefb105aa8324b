// How dear a hold's proof of work is: a network's first `freeHoldsPerAddress` live holds need none; beyond them, each
// `holdsPerProofLevel` more double the cost (the challenge's signed `cost`, SHA-256 rounds per try). A proof of cost
// 2^k lets its network reach free + (k + 1) × step live holds, so a cheap proof fetched early is no use later.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// 2^20 rounds per try: days of work; past it the cost stops rising.
const MAX_LEVEL = 20;

/** The hold limits of the booking settings (booking/settings.ts) that price a proof. */
interface ProofSettings {
  freeHoldsPerAddress: number;
  holdsPerProofLevel: number;
}

/** Live holds a network may have before this hold goes in, with a proof of `cost` (none: the free ones). */
export const addressAllowance = (settings: ProofSettings, cost?: number) =>
  settings.freeHoldsPerAddress + (cost === undefined ? 0 : (Math.floor(Math.log2(cost)) + 1) * settings.holdsPerProofLevel);

/** The cost of the proof the next hold from a network with `live` live holds needs. */
export const proofCostFor = (settings: ProofSettings, live: number) =>
  2 ** Math.min(MAX_LEVEL, Math.max(0, Math.floor((live - settings.freeHoldsPerAddress) / settings.holdsPerProofLevel)));

export async function liveHoldsFrom(db: Db, addressKey: string, now: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS live FROM slot_holds
    WHERE address_key = ${addressKey} AND status = 'HELD' AND expires_at > ${now.toISOString()}::timestamptz`);
  return Number((result as unknown as { rows: Array<{ live: number }> }).rows[0].live);
}
