// The agent's custom charter start time and the start times the flow offers.
import { define, nullable, object, optional, refine, type Infer } from 'superstruct';
import { isoDate } from '../schema/validation';
import { START_DATE_REQUIRED, TIME_REQUIRED } from '../texts/messages';
import { DAY_CHARTER_WINDOW } from '../booking/slotRules';

export interface TimeOption {
  value: string; // local 'HH:mm'
  label: string; // 'h:mm AM'
}

const twelveHour = (hour: number, minute: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;

const option = (hour: number, minute: number): TimeOption => ({
  value: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  label: twelveHour(hour, minute),
});

/** Custom start times: every 15 minutes from 5:00 AM to 9:45 PM. */
export const CUSTOM_START_TIMES: readonly TimeOption[] = Array.from({ length: (22 - 5) * 4 }, (_, i) =>
  option(5 + Math.floor(i / 4), (i % 4) * 15),
);

/** The start times offered as quick picks: 10:00 AM, 11:00 AM, 12:00 PM. */
export const STANDARD_START_TIMES: readonly TimeOption[] = [option(10, 0), option(11, 0), option(12, 0)];

/** 'HH:mm' → '10:15 AM'. */
export function clockLabel(value: string): string {
  const [hour, minute] = value.split(':').map(Number);
  return twelveHour(hour ?? 0, minute ?? 0);
}

export const ALL_DATES = 'all-dates';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

const startDateValue = define<string>('customStartDate', (v) =>
  v === ALL_DATES || isoDate.is(v) ? true : START_DATE_REQUIRED,
);

const startDate = define<{ value: string; label: string }>('customStartDateOption', (v) => {
  if (isBlank(v) || typeof v !== 'object') return START_DATE_REQUIRED;
  const { value, label } = v as Record<string, unknown>;
  return startDateValue.is(value) && typeof label === 'string' ? true : START_DATE_REQUIRED;
});

const time = define<string>('customTime', (v) =>
  typeof v === 'string' && CUSTOM_START_TIMES.some((o) => o.value === v) ? true : TIME_REQUIRED,
);

export const customTime = refine(
  object({
    startDate, // a date ('YYYY-MM-DD') or 'all-dates', with the label the picker showed
    endDate: optional(nullable(isoDate)),
    time,
  }),
  'customTimeDates',
  (c) =>
    c.startDate.value === ALL_DATES ||
    !c.endDate ||
    c.endDate >= c.startDate.value || { path: ['endDate'], message: CUSTOM_TIME_MESSAGES.endBeforeStart },
);
export type CustomTime = Infer<typeof customTime>;

/** Whether an agent's custom start time applies on `date` ('all-dates', or its start date up to its end date). */
export function customTimeAppliesOn(custom: Pick<CustomTime, 'startDate' | 'endDate'>, date: string): boolean {
  const from = custom.startDate.value;
  if (from === ALL_DATES) return true;
  return date >= from && date <= (custom.endDate ?? from);
}

/** Why a custom start cannot be offered (the day-charter window, the boat's calendar, the trip type). */
export const CUSTOM_TIME_MESSAGES = {
  outsideDayWindow: `Day charters leave at ${clockLabel(DAY_CHARTER_WINDOW.firstStart)} at the earliest and are back by ${clockLabel(DAY_CHARTER_WINDOW.lastEnd)}: this start would be outside that window.`,
  outsideHours: "This start is outside the boat's hours on that day.",
  bioBay: 'Bio bay trips start at their evening times: a custom start time applies to day charters.',
  endBeforeStart: 'The end date is before the start date',
} as const;
