// When a hold counts as live for its owner: one rule for checkout's hold check (payment/checkoutPlan.ts), a device's
// hold-payment answer and the held prices a guest's trip summary shows (db/heldPrices.ts), so that all agree on which
// hold still keeps its slot and its price.
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { slotHolds, type HoldOwner } from './bookingSchema';

interface HoldTerm {
  status: string;
  expiresAt: Date | null;
}

/** Still HELD and before its expiry: an expired, released or booked hold is not live. */
export const isLive = (hold: HoldTerm, now: Date): boolean =>
  hold.status === 'HELD' && hold.expiresAt !== null && hold.expiresAt > now;

export const isHeldBy = (hold: { owner: HoldOwner }, owner: HoldOwner): boolean =>
  hold.owner.kind === owner.kind && hold.owner.id === owner.id;

/** Live and this owner's: another device's, agent's or partner's hold never counts. */
export const isLiveHoldOf = (hold: HoldTerm & { owner: HoldOwner }, owner: HoldOwner, now: Date): boolean =>
  isHeldBy(hold, owner) && isLive(hold, now);

/** A hold's state, owner and trip, read without a lock (checkout locks it: booking/holdStore.ts lockHold). */
export async function readHold(
  db: Db,
  holdId: string,
): Promise<(HoldTerm & { owner: HoldOwner; trip: unknown }) | undefined> {
  const [row] = await db
    .select({
      status: slotHolds.status,
      expiresAt: slotHolds.expiresAt,
      ownerKind: slotHolds.ownerKind,
      ownerId: slotHolds.ownerId,
      trip: slotHolds.trip,
    })
    .from(slotHolds)
    .where(eq(slotHolds.bookingId, holdId));
  if (!row) return undefined;
  const { ownerKind, ownerId, ...hold } = row;
  return { ...hold, owner: { kind: ownerKind, id: ownerId } };
}
