// Data kept on the device is untrusted input: it carries a version and an expiry and is checked
// with the same schema as a request body before use; anything that does not fit is dropped.
import { literal, nullable, object, validate, type Struct } from 'superstruct';
import { isoInstant } from './fields';

export type StoredRecordProblem = 'missing' | 'invalid' | 'outdated' | 'expired';
export type StoredRead<T> = { ok: true; data: T } | { ok: false; problem: StoredRecordProblem };

export const DAY_MS = 86_400_000;

export interface StoredRecord<T> {
  version: number;
  savedAt: string; // UTC instant
  expiresAt: string | null; // UTC instant; null keeps it until replaced
  data: T;
}

/** How a record an earlier release kept is read: its version, and what its data becomes in this one's shape. */
export interface OlderVersion {
  version: number;
  upgrade: (data: unknown) => unknown;
}

/**
 * A record kept with `version`; `older` lists the earlier versions still read (upgraded, then checked like a current
 * one), so that what a guest kept before a release still opens after it. Any other version is 'outdated'.
 */
export function versioned<T, S>(schema: Struct<T, S>, version: number, older: readonly OlderVersion[] = []) {
  const envelope = object({
    version: literal(version),
    savedAt: isoInstant,
    expiresAt: nullable(isoInstant),
    data: schema,
  }) as unknown as Struct<StoredRecord<T>, null>;

  return {
    version,
    schema: envelope,

    /** Wraps `data` for storage; `lifetimeMs` undefined keeps it until replaced. */
    wrap(data: T, now: Date, lifetimeMs?: number): StoredRecord<T> {
      return {
        version,
        savedAt: now.toISOString(),
        expiresAt: lifetimeMs === undefined ? null : new Date(now.getTime() + Math.max(0, lifetimeMs)).toISOString(),
        data,
      };
    },

    /** Reads what storage returned: the data, or why it must be dropped. */
    read(raw: unknown, now: Date): StoredRead<T> {
      if (raw === undefined || raw === null) return { ok: false, problem: 'missing' };
      const stored = raw as { version?: unknown; data?: unknown };
      let current = raw;
      if (typeof raw === 'object' && 'version' in raw && stored.version !== version) {
        const earlier = older.find((o) => o.version === stored.version);
        if (!earlier) return { ok: false, problem: 'outdated' };
        current = { ...stored, version, data: earlier.upgrade(stored.data) };
      }
      const [error, record] = validate(current, envelope, { coerce: true });
      if (error || !record) return { ok: false, problem: 'invalid' };
      if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now.getTime())
        return { ok: false, problem: 'expired' };
      return { ok: true, data: record.data };
    },
  };
}
