// The time step's days: which of them have free times, what a day whose times have passed says, and why a slot
// cannot be taken. Pure, so that the rules are tested without a browser and without the wall clock.
import type { SlotUnavailabilityReason, TimeSlot, TimeSlotDay } from '../../domain/booking';

/** Slots no guest could ever pick (off the calendar's hours) are left out. */
const HIDDEN_REASONS = new Set<SlotUnavailabilityReason>(['OUTSIDE_HOURS']);

type DayState =
  /** Free times to pick. */
  | 'free'
  /** Every time taken (or too late for the guest's ship). */
  | 'full'
  /** Today, and none of its times can be taken any more. */
  | 'over'
  /** No charters that day (blackout, or the boat does not sail on that weekday). */
  | 'closed';

export interface SlotDay {
  date: string;
  state: DayState;
  /** Times that can be picked. */
  free: number;
  /** The slots the day shows: past ones only while the day still has times to come. */
  slots: TimeSlot[];
}

/**
 * The days of a search, each with its state. `today` is the boats' local date; `tooLate` greys out a slot for this
 * guest (a cruise ship's all-aboard).
 */
export function slotDays(days: readonly TimeSlotDay[], today: string, tooLate: (slot: TimeSlot) => boolean): SlotDay[] {
  return days.map((day) => {
    const shown = day.bookings.filter((s) => !s.reason || !HIDDEN_REASONS.has(s.reason));
    const free = shown.filter((s) => s.isAvailable && !tooLate(s)).length;
    const upcoming = shown.filter((s) => s.reason !== 'PAST');
    const closed =
      upcoming.length === 0 ? shown.length === 0 && day.date !== today : upcoming.every((s) => s.reason === 'BLACKOUT');
    let state: DayState = free > 0 ? 'free' : 'full';
    if (closed) state = 'closed';
    else if (free === 0 && day.date === today) state = 'over';
    return { date: day.date, state, free, slots: state === 'over' ? [] : shown };
  });
}

/** The day the step opens on: the first with free times (else the first day). */
export const firstDayToShow = (days: readonly SlotDay[]) =>
  (days.find((d) => d.state === 'free') ?? days[0])?.date ?? null;

/** The first free time of the day after `date`, for 'No more times today'. */
export function nextDaysFirstTime(
  days: readonly SlotDay[],
  date: string,
  tooLate: (slot: TimeSlot) => boolean,
): TimeSlot | undefined {
  const index = days.findIndex((d) => d.date === date);
  const next = index >= 0 ? days[index + 1] : undefined;
  return next?.slots.find((s) => s.isAvailable && !tooLate(s));
}
