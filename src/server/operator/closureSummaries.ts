// A closure as the operator's page lists it: its boats, times (ISO), reason, and who closed it.
import { desc, sql } from 'drizzle-orm';
import type { ClosureSummary } from '../../domain/office';
import { actorNames } from '../audit/actorNames';
import type { Db } from '../db/client';
import { calendarClosures, type ClosureRow } from '../db/operationsSchema';

export const summaryOf = (c: ClosureRow, nameOf: (actor: string) => string): ClosureSummary => {
  const [from = '', to = ''] = c.during
    .slice(1, -1)
    .split(',')
    .map((v) => new Date(v.replace(/"/g, '')).toISOString());
  return {
    id: c.id,
    boatIds: c.boatIds,
    from,
    to,
    reason: c.reason,
    note: c.note,
    createdBy: c.createdBy,
    createdByName: nameOf(c.createdBy),
    createdAt: c.createdAt.toISOString(),
    reopenedAt: c.reopenedAt?.toISOString() ?? null,
  };
};

/** Open closures that end after `sinceMs`, and the latest reopened ones, newest first. */
export async function listClosures(db: Db, sinceMs: number): Promise<ClosureSummary[]> {
  const rows = await db
    .select()
    .from(calendarClosures)
    .where(sql`upper(${calendarClosures.during}) > ${new Date(sinceMs).toISOString()}::timestamptz`)
    .orderBy(desc(calendarClosures.createdAt))
    .limit(200);
  const nameOf = await actorNames(
    db,
    rows.map((c) => c.createdBy),
  );
  return rows.map((c) => summaryOf(c, nameOf));
}
