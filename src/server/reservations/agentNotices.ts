// The agent who made a booking is told when the office or the guest changes it (closed, reopened, moved, cancelled):
// an e-mail at once, and the same line on 'My bookings', read from the booking's history (agentBookings.ts). Nothing
// is sent for a guest's own booking or a reseller's, nor to the agent who did it.
import { eq } from 'drizzle-orm';
import { formatDayAndTime } from '../../domain/time';
import { CLOSURE_REASON_LABELS, type ClosureReason } from '../../domain/office';
import { AGENT_NOTICE_TEXT } from '../../domain/booking';
import type { Tx } from '../db/client';
import { reservations } from '../db/reservationSchema';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { reservedTrip } from './reservationLifecycle';
import { agentNoticeMail, type AgentNotice } from './reservationMails';

/**
 * The line 'My bookings' and the e-mail show for an entry of the booking's history, or undefined for one of no concern.
 */
export function agentNoticeLine(
  action: string,
  detail: Record<string, unknown>,
  actor: string,
  zone: string,
): string | undefined {
  switch (action) {
    case 'closed-by-operator':
      return AGENT_NOTICE_TEXT.closed(
        CLOSURE_REASON_LABELS[detail.reason as ClosureReason]?.toLowerCase() ?? String(detail.reason),
      );
    case 'reopened-for-booking':
      return AGENT_NOTICE_TEXT.reopened;
    case 'changed':
      return AGENT_NOTICE_TEXT.moved(
        formatDayAndTime(String(detail.from), zone),
        formatDayAndTime(String(detail.to), zone),
      );
    case 'cancelled':
      if (typeof detail.reason === 'string' && detail.reason) return AGENT_NOTICE_TEXT.cancelledByOffice(detail.reason);
      return actor === 'guest' ? AGENT_NOTICE_TEXT.cancelledByGuest : AGENT_NOTICE_TEXT.cancelled;
    default:
      return undefined;
  }
}

export interface AgentChange {
  holdId: string;
  bookingRef: string;
  notice: Extract<AgentNotice, 'closed' | 'reopened' | 'moved' | 'cancelled'>;
  /** The history entry's line (agentNoticeLine). */
  line: string;
  actor: string;
  /** One e-mail per change: the outbox's submission id. */
  submissionId: string;
  now: Date;
}

/** E-mails the agent who made the booking, if an agent did and it was not them who acted. */
export async function tellAgent(tx: Tx, change: AgentChange): Promise<void> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.holdId, change.holdId));
  if (!row || change.actor === `user:${row.agentId}`) return;
  await enqueueMails(
    tx,
    [agentNoticeMail(await reservedTrip(tx, row), change.notice, change.bookingRef, change.line)],
    emailSettings(process.env, { now: () => change.now }),
    {
      submissionId: change.submissionId,
      now: change.now,
    },
  );
}
