// The hold the guest's trip has (the server's hold id and the held slot), owned by the booking flow: this module is
// its only writer. It lives beside the trip, not in it, and is kept on the device with a live hold's booking data.
import { proxy } from 'valtio';
import type { HeldSlot } from '../../domain/booking';

export const holdStore = proxy({ held: null as HeldSlot | null });

/** The server held `held.start` for the trip under `held.holdId`. */
export function takeHold(held: HeldSlot): void {
  holdStore.held = { ...held };
}

/** The hold is gone (released, ran out, or paid). */
export function clearHold(): void {
  holdStore.held = null;
}

/** The hold's id, if the trip has one. */
export const heldId = () => holdStore.held?.holdId ?? null;
