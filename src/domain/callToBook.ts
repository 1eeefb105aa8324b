// Slots starting today, or tomorrow before 12:00 (the boats' local time), are 'call to book' (spec 00).
import { addDays, todayInZone } from './dateRange';
import { localClock, localDate } from './dateFormat';

export const CALL_TO_BOOK_BEFORE = '12:00';

export function isCallToBook(startTime: string, zone: string, now: Date = new Date()): boolean {
  const today = todayInZone(zone, now);
  const day = localDate(startTime, zone);
  if (day <= today) return true;
  return day === addDays(today, 1) && localClock(startTime, zone) < CALL_TO_BOOK_BEFORE;
}
