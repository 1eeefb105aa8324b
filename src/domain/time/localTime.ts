// The one check of a local calendar date ('YYYY-MM-DD') and of a clock time ('HH:mm', 24-hour), and the minutes of a
// clock time: every schema, the pricing core, the slot grid and the booking flow use these.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A clock time as stored data may spell it: the hour without its leading zero ('9:30'), seconds ('07:00:00'). */
const STORED_CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** A real calendar day: '2026-02-30' is refused, not rolled over to March. */
export function isCalendarDate(value: unknown): value is string {
  const m = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (!m) return false;
  const [y, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, month - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === month - 1 && day.getUTCDate() === d;
}

/** 'HH:mm' from 00:00 to 23:59, two digits each ('9:00' is refused). */
export const isClockTime = (value: unknown): value is string => typeof value === 'string' && CLOCK_TIME.test(value);

/** Minutes since midnight of a clock time ('09:30', '9:30', '09:30:00'); NaN for anything else. */
export function minuteOfDay(clock: string): number {
  const m = STORED_CLOCK_TIME.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** The 'HH:mm' of a minute of the day, wrapping round midnight (-30 is '23:30'). */
export function clockOfMinute(minute: number): string {
  const m = ((Math.round(minute) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
