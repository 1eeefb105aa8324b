// Zone maths by Temporal, where the JavaScript engine has it (Chromium and Firefox now; not yet every browser, nor
// Node 20, where the callers use Intl). Temporal reads the zone rules alone; a page's first Intl.DateTimeFormat also
// loads ICU's locale data, 12–20 ms in one task at a desktop's speed and four times that on a slow phone, and every
// page asks for a zone's date or time as it starts.

interface ZonedDateTime {
  epochMilliseconds: number;
  offsetNanoseconds: number;
  toPlainDate(): { toString(): string };
}

/** The part of Temporal these functions use. */
interface TemporalZones {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): ZonedDateTime } };
  PlainDate: { from(date: string): { toZonedDateTime(zone: string): ZonedDateTime } };
}

const NANOSECONDS_PER_MINUTE = 60_000_000_000;

const engineTemporal = () => (globalThis as { Temporal?: TemporalZones }).Temporal;

/** Whether the zone maths below can run here (else they return null, and the caller uses Intl). */
export const hasTemporal = () => engineTemporal() !== undefined;

/** The instant `ms` in `zone`, or null without Temporal. */
const zonedAt = (zone: string, ms: number) =>
  engineTemporal()?.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone) ?? null;

/** `zone`'s calendar date ('YYYY-MM-DD') at the instant `ms`, or null without Temporal. */
export const dateInZone = (zone: string, ms: number): string | null =>
  zonedAt(zone, ms)?.toPlainDate().toString() ?? null;

/** `zone`'s offset from UTC in minutes at the instant `ms`, or null without Temporal. */
export function offsetInZone(zone: string, ms: number): number | null {
  const zoned = zonedAt(zone, ms);
  return zoned ? zoned.offsetNanoseconds / NANOSECONDS_PER_MINUTE : null;
}

/** The instant the day `date` ('YYYY-MM-DD') starts in `zone` (its midnight, or the first moment after a gap) and the
 * offset there, or null without Temporal. */
export function dayStartInZone(date: string, zone: string): { ms: number; offsetMinutes: number } | null {
  const temporal = engineTemporal();
  if (!temporal) return null;
  const start = temporal.PlainDate.from(date).toZonedDateTime(zone);
  return { ms: start.epochMilliseconds, offsetMinutes: start.offsetNanoseconds / NANOSECONDS_PER_MINUTE };
}
