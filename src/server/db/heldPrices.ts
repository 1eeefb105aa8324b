// A live hold's prices, read by pricing (a guest's trip summary) below the booking area that writes them.
import { sql } from 'drizzle-orm';
import type { PinnedPrices } from '../../domain/pinnedPrices';
import type { Db } from './client';
import type { HoldOwner } from './bookingSchema';
import { rowsOf } from './rows';

/**
 * The prices a live hold was made at, for its own holder only: what its checkout will charge, so that the guest's trip
 * summary shows that and not a rate the office has raised since. Undefined for another's, a spent or an expired hold.
 */
export async function heldPrices(
  db: Db,
  holdId: string,
  owner: HoldOwner,
  now: Date,
): Promise<PinnedPrices | undefined> {
  const result = await db.execute(sql`
    SELECT trip FROM slot_holds
    WHERE booking_id = ${holdId} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id}
      AND status = 'HELD' AND expires_at > ${now.toISOString()}::timestamptz`);
  const trip = rowsOf<{ trip: { priced?: PinnedPrices } | null }>(result)[0]?.trip;
  return trip?.priced;
}
