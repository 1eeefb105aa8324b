// Slots starting today, or tomorrow before 12:00 (the boats' local time), are 'call to book'.
import { addDays, todayInZone } from './dateRange';
import { localClock, localDate } from './dateFormat';

const CALL_TO_BOOK_BEFORE = '12:00';

/** The rule on a start already in the boats' local time ('YYYY-MM-DD', 'HH:mm'), `today` being the local date now. */
export function isCallToBookOn(day: string, clock: string, today: string): boolean {
  if (day <= today) return true;
  return day === addDays(today, 1) && clock < CALL_TO_BOOK_BEFORE;
}

export function isCallToBook(startTime: string, zone: string, now: Date = new Date()): boolean {
  return isCallToBookOn(localDate(startTime, zone), localClock(startTime, zone), todayInZone(zone, now));
}
