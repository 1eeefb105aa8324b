// The time step's days ('No more times today', full and closed days), the cruise guest's latest return, and what
// stops a trip from going on to the booking.
import { describe, expect, it } from 'vitest';
import { latestReturnFor } from '../../../src/app/booking/bookingRequests';
import { firstDayToShow, nextDaysFirstTime, slotDays } from '../../../src/app/booking/slotDays';
import { bookingBlocker } from '../../../src/app/booking/bookingReadiness';
import { itineraryServes } from '../../../src/app/state/tripEdits';
import type { TimeSlot, TimeSlotDay } from '../../../src/domain/booking';

const ZONE = 'America/Cayman';
const slot = (date: string, clock: string, over: Partial<TimeSlot> = {}): TimeSlot => ({
  startTime: `${date}T${clock}:00-05:00`,
  endTime: `${date}T${String(Number(clock.slice(0, 2)) + 2).padStart(2, '0')}:00:00-05:00`,
  isAvailable: true,
  ...over,
});
const never = () => false;

describe('the days of the time step', () => {
  const today = '2026-12-03';
  const days: TimeSlotDay[] = [
    {
      date: today,
      bookings: [
        slot(today, '07:00', { isAvailable: false, reason: 'PAST' }),
        slot(today, '08:00', { isAvailable: false, reason: 'PAST' }),
      ],
    },
    {
      date: '2026-12-04',
      bookings: [
        slot('2026-12-04', '07:00', { isAvailable: false, reason: 'BOOKED' }),
        slot('2026-12-04', '09:00'),
        slot('2026-12-04', '17:00', { isAvailable: false, reason: 'OUTSIDE_HOURS' }),
      ],
    },
    { date: '2026-12-05', bookings: [slot('2026-12-05', '07:00', { isAvailable: false, reason: 'HELD' })] },
    { date: '2026-12-06', bookings: [] },
    { date: '2026-12-25', bookings: [slot('2026-12-25', '07:00', { isAvailable: false, reason: 'BLACKOUT' })] },
  ];

  it("keeps today in the strip once its times have passed: 'No more times today', and tomorrow's first time", () => {
    const shown = slotDays(days, today, never);
    expect(shown.map((d) => d.state)).toEqual(['over', 'free', 'full', 'closed', 'closed']);
    expect(shown[0]!.slots).toEqual([]);
    expect(nextDaysFirstTime(shown, today, never)?.startTime).toBe('2026-12-04T09:00:00-05:00');
    expect(firstDayToShow(shown)).toBe('2026-12-04');
  });

  it('leaves out starts off the calendar, keeps taken ones with their reason, counts what is free', () => {
    const tomorrow = slotDays(days, today, never)[1]!;
    expect(tomorrow.free).toBe(1);
    expect(tomorrow.slots.map((s) => s.reason ?? 'FREE')).toEqual(['BOOKED', 'FREE']);
  });

  it("counts times too late for the guest's ship as not free", () => {
    const shown = slotDays(days, today, (s) => s.startTime.includes('09:00'));
    expect(shown[1]!.state).toBe('full');
  });
});

describe('a cruise guest back before all-aboard', () => {
  it('is back 1.5 hours before it: the latest return and the test of a slot', () => {
    const latest = latestReturnFor('14:00')!;
    expect(latest.label).toBe('12:30 PM');
    expect(latest.allows({ endTime: '2026-12-03T12:30:00-05:00' }, ZONE)).toBe(true);
    expect(latest.allows({ endTime: '2026-12-03T12:31:00-05:00' }, ZONE)).toBe(false);
    expect(latestReturnFor('01:00')!.label).toBe('11:30 PM');
  });

  it('needs a time first', () => {
    expect(latestReturnFor('')).toBeNull();
    expect(latestReturnFor('25:00')).toBeNull();
  });
});

describe('what stops a trip from being booked', () => {
  it('is a boat and a stop first, then at least one adult', () => {
    expect(bookingBlocker({ boatId: null, activities: ['a'], adult: 2 })).toBe('boatAndActivities');
    expect(bookingBlocker({ boatId: 'b', activities: [], adult: 2 })).toBe('boatAndActivities');
    expect(bookingBlocker({ boatId: 'b', activities: ['a'], adult: 0 })).toBe('guests');
    expect(bookingBlocker({ boatId: 'b', activities: ['a'], adult: 1 })).toBeNull();
  });
});

describe("an itinerary and the guest's pick-up", () => {
  const itinerary = { regionId: 'west', activities: ['reef', 'lunch'] };
  const activities = [
    { _id: 'reef', suitablePickUpIds: [] },
    { _id: 'lunch', suitablePickUpIds: ['marina'] },
  ];
  it('serves a pick-up of its region from which every stop can be reached', () => {
    expect(itineraryServes(itinerary, { _id: 'marina', regionIds: ['west'] }, activities)).toBe(true);
    expect(itineraryServes(itinerary, { _id: 'beach', regionIds: ['west'] }, activities)).toBe(false);
    expect(itineraryServes(itinerary, { _id: 'marina', regionIds: ['east'] }, activities)).toBe(false);
  });
});
