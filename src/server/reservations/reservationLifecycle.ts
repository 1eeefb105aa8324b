// What happens to a reservation after it is made: paying its link turns it 'PAID' (in the webhook's transaction that
// booked its hold), and one left unpaid past its end turns 'EXPIRED' with its hold, freeing the slot, and its agent is
// told once. Rows are locked holds first, then boats, then the reservation: the order the webhook takes them in.
import { defined } from '../../domain/schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, agencies } from '../db/authSchema';
import { reservations, type ReservationRow } from '../db/reservationSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import type { Db, Tx } from '../db/client';
import type { BookedListener } from '../payment/setup';
import { agentNoticeMail, type ReservedTrip } from './reservationMails';
import { agentOf } from './reserve';
import { rowsOf } from '../db/rows';

/** The agent who made a reservation, with their agency. */
export async function reservationOwner(db: Db | Tx, row: ReservationRow) {
  const [owner] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, row.agentId));
  return defined(owner, "the reservation's agent");
}

/** The reservation as its emails name it, with its agent. */
export async function reservedTrip(tx: Tx, row: ReservationRow): Promise<ReservedTrip> {
  const owner = await reservationOwner(tx, row);
  return {
    reservationId: row.id,
    booking: row.booking,
    amountCents: row.amountCents,
    agent: agentOf(owner.user, owner.agency),
  };
}

/** Registered with the payment area: a paid reservation link makes the reservation PAID and tells its agent. */
function reservationPaid(): BookedListener {
  return async (tx, { holdId, bookingRef, at }) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: 'PAID', bookingRef, expiresAt: null, updatedAt: at })
      .where(sql`${reservations.holdId} = ${holdId} AND ${reservations.status} IN ('RESERVED', 'EXPIRED')`)
      .returning();
    if (!row) return;
    await enqueueMails(
      tx,
      [agentNoticeMail(await reservedTrip(tx, row), 'paid', bookingRef)],
      emailSettings(process.env, { now: () => at }),
      {
        submissionId: `reservation-${row.id}-paid`,
        now: at,
      },
    );
  };
}

/**
 * Ends the reservations left unpaid past their end: their holds and boats EXPIRED (the slot is free), the reservation
 * EXPIRED and its agent emailed, each once whatever number of processes sweep together (SKIP LOCKED). Answers how many.
 */
export async function expireReservations(app: FastifyInstance, now: Date): Promise<number> {
  return app.deps.database.db.transaction(async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const holds = rowsOf(
      await tx.execute(sql`
      SELECT h.booking_id FROM slot_holds h JOIN reservations r ON r.hold_id = h.booking_id
      WHERE r.status = 'RESERVED' AND r.expires_at <= ${at} AND h.status <> 'BOOKED'
      ORDER BY h.booking_id FOR UPDATE OF h SKIP LOCKED`),
    ).map((r) => String(r.booking_id));
    if (holds.length === 0) return 0;
    const ids = sql`ARRAY[${sql.join(
      holds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`;
    await tx.execute(sql`UPDATE slot_holds SET status = 'EXPIRED' WHERE booking_id = ANY(${ids}) AND status = 'HELD'`);
    await tx.execute(sql`UPDATE boat_reservations SET status = 'EXPIRED' WHERE id IN (
      SELECT id FROM boat_reservations WHERE booking_id = ANY(${ids}) AND status = 'HELD' ORDER BY id FOR UPDATE)`);
    const expired = await tx
      .update(reservations)
      .set({ status: 'EXPIRED', updatedAt: now })
      .where(sql`${inArray(reservations.holdId, holds)} AND ${reservations.status} = 'RESERVED'`)
      .returning();
    const mailSettings = emailSettings(process.env, { now: () => now });
    for (const row of expired) {
      await enqueueMails(tx, [agentNoticeMail(await reservedTrip(tx, row), 'expired')], mailSettings, {
        submissionId: `reservation-${row.id}-expired`,
        now,
      });
    }
    return expired.length;
  });
}

/** The sweep in the background (the hold sweep's interval), and the listener for paid links. */
export function startReservationLifecycle(app: FastifyInstance): void {
  app.payments.bookedListeners.push(reservationPaid());
  const intervalMs = app.bookingSettings.sweepIntervalMs;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      expireReservations(app, app.bookingSettings.now()).catch((err) =>
        app.log.error({ err }, 'reservation sweep failed'),
      );
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
