// The catalogue's revision as this process knows it (migration 130: one number, raised by every change to the
// documents). Whatever a process keeps of the catalogue in memory (the read cache, the slot search's documents, the
// rendered pages) is kept for one revision; the number is read again at most every REVISION_CHECK_MS, and at once
// after this process's own change. So an office's change, or an import on another process, is live everywhere within
// a few seconds (the issue asks for a minute).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';

export const REVISION_CHECK_MS = 5_000;

interface Known {
  revision: number;
  checkedAt: number;
  reading?: Promise<number>;
}
const known = new WeakMap<Db, Known>();

export async function readCatalogueRevision(db: Db | Tx): Promise<number> {
  const result = await db.execute(sql`SELECT revision FROM catalogue_revision`);
  const [row] = rowsOf<{ revision: number | string }>(result);
  return Number(row?.revision ?? 0);
}

/**
 * The revision as of at most REVISION_CHECK_MS ago; concurrent callers share one read. While the database cannot be
 * read, the revision last read stands (what is kept in memory goes on being served), and is asked again later.
 */
export function catalogueRevision(db: Db, now = Date.now()): Promise<number> {
  const k = known.get(db);
  if (k && now - k.checkedAt < REVISION_CHECK_MS) return Promise.resolve(k.revision);
  if (k?.reading) return k.reading;
  const reading = readCatalogueRevision(db).then(
    (revision) => {
      known.set(db, { revision, checkedAt: now });
      return revision;
    },
    (error: unknown) => {
      if (!k || k.revision < 0) {
        known.delete(db);
        throw error;
      }
      known.set(db, { revision: k.revision, checkedAt: now });
      return k.revision;
    },
  );
  if (k) k.reading = reading;
  else known.set(db, { revision: -1, checkedAt: -Infinity, reading });
  return reading;
}

/** After this process changed the catalogue: its own next read sees the change at once. */
export function forgetCatalogueRevision(db: Db): void {
  known.delete(db);
}
