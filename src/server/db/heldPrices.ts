// A live hold's prices, read by pricing (a guest's trip summary) below the booking area that writes them.
import type { PinnedPrices } from '../../domain/pricing';
import type { Db } from './client';
import type { HoldOwner } from './bookingSchema';
import { isLiveHoldOf, readHold } from './liveHold';

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
  const hold = await readHold(db, holdId);
  if (!hold || !isLiveHoldOf(hold, owner, now)) return undefined;
  return (hold.trip as { priced?: PinnedPrices } | null)?.priced;
}
