import { afterEach, describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import {
  deviceClockDiffers,
  formatDate,
  formatDateSpan,
  formatDayAndTime,
  formatDayLong,
  formatPickerDay,
  formatTime,
  localClock,
  localDate,
  slotTime,
  zoneNote,
  zoneOffsetLabel,
  MAX_RANGE_DAYS,
  addDays,
  clampRange,
  daysBetween,
  isBeforeToday,
  todayInZone,
  dayjs,
  inZone,
} from '../../../src/domain/time';
import { clampCounter, clampFishingHours } from '../../../src/domain/trip';

const CAYMAN = 'America/Cayman';

describe('date formats', () => {
  it("formats local dates as 'EEEE, dd MMM' and 'dd MMM yyyy'", () => {
    expect(formatDayLong('2026-12-03', CAYMAN)).toBe('Thursday, 03 Dec');
    expect(formatDate('2026-12-03', CAYMAN)).toBe('03 Dec 2026');
    expect(formatDateSpan('2026-12-05', '2026-12-06', CAYMAN)).toBe('05 Dec 2026 – 06 Dec 2026');
    expect(formatDayAndTime('2026-12-03T11:00:00-05:00', CAYMAN)).toBe('Thursday, 03 Dec 2026, 11:00 AM');
  });

  it("shows slot times in the boat's zone whatever the offset they carry", () => {
    expect(formatTime('2026-12-03T10:00:00-05:00', CAYMAN)).toBe('10:00 AM');
    expect(formatTime('2026-12-03T15:30:00.000Z', CAYMAN)).toBe('10:30 AM');
    expect(formatTime('2026-12-03T19:00:00-05:00', CAYMAN)).toBe('07:00 PM');
    expect(formatDayLong('2026-12-04T03:00:00.000Z', CAYMAN)).toBe('Thursday, 03 Dec');
    expect(localClock('2026-12-03T16:00:00.000Z', CAYMAN)).toBe('11:00');
    expect(localDate('2026-12-04T03:00:00.000Z', CAYMAN)).toBe('2026-12-03');
  });

  it('builds slot times with the zone offset', () => {
    expect(slotTime('2026-12-03', '10:00', CAYMAN)).toBe('2026-12-03T10:00:00-05:00');
    expect(slotTime('2026-07-03', '10:00', 'America/New_York')).toBe('2026-07-03T10:00:00-04:00');
  });

  it('names the zone next to the times', () => {
    const at = new Date('2026-12-03T15:00:00Z');
    expect(zoneOffsetLabel(CAYMAN, at)).toBe('UTC\u22125');
    expect(zoneOffsetLabel('Asia/Kolkata', at)).toBe('UTC+5:30');
    expect(zoneOffsetLabel('UTC', at)).toBe('UTC');
    expect(zoneNote('Cayman', CAYMAN, at)).toBe('Cayman time, UTC−5');
    expect(deviceClockDiffers(CAYMAN, 'America/Bogota', at)).toBe(false);
    expect(deviceClockDiffers(CAYMAN, 'Europe/London', at)).toBe(true);
  });

  it("names a picker's device-local day as Intl's en-US long date does, without Intl", () => {
    expect(formatPickerDay(new Date(2026, 10, 1))).toBe('Sunday, November 1, 2026');
    const long = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' } as const;
    fc.assert(
      fc.property(fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 11, 31), noInvalidDate: true }), (date) => {
        const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
        expect(formatPickerDay(day)).toBe(day.toLocaleDateString('en-US', long));
      }),
    );
  });
});

describe('today and the browsable range', () => {
  it("takes today from the boats' zone, not the device", () => {
    const lateEvening = new Date('2026-12-04T03:30:00Z'); // 22:30 on the 3rd in Cayman
    expect(todayInZone(CAYMAN, lateEvening)).toBe('2026-12-03');
    expect(todayInZone('UTC', lateEvening)).toBe('2026-12-04');
    expect(isBeforeToday('2026-12-02', CAYMAN, lateEvening)).toBe(true);
    expect(isBeforeToday('2026-12-03', CAYMAN, lateEvening)).toBe(false);
  });

  describe('where the browser has Temporal', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });
    // Around midnight in each zone, and across daylight-saving changes (London, Auckland, St John's).
    const zones = [
      CAYMAN,
      'UTC',
      'Europe/London',
      'Asia/Kolkata',
      'Pacific/Auckland',
      'America/St_Johns',
      'Pacific/Kiritimati',
    ];
    const instants = [
      '2026-12-04T03:30:00Z',
      '2026-12-04T05:00:00Z',
      '2026-12-04T04:59:59.999Z',
      '2026-03-29T00:59:59Z',
      '2026-03-29T01:00:00Z',
      '2026-09-26T13:59:59Z',
      '2026-09-26T14:00:00Z',
      '2026-11-01T02:29:59Z',
      '2024-02-29T10:00:00Z',
      '2026-12-31T23:59:59Z',
    ];

    it('takes the same day from it as from Intl', () => {
      const fromIntl = zones.flatMap((zone) => instants.map((at) => todayInZone(zone, new Date(at))));
      vi.stubGlobal('Temporal', Temporal);
      const fromInstant = vi.spyOn(Temporal.Instant, 'fromEpochMilliseconds');
      expect(zones.flatMap((zone) => instants.map((at) => todayInZone(zone, new Date(at))))).toEqual(fromIntl);
      expect(fromInstant).toHaveBeenCalledTimes(fromIntl.length);
    });

    it("shows a zone's dates and times as Intl's zone maths do, without dayjs's zone maths", () => {
      const formats = ['dddd, DD MMM', 'DD MMM YYYY', 'hh:mm A', 'HH:mm', 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm:ssZ'];
      const moment = fc.date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      // An instant, the same with the offset of a slot time, or a calendar date.
      const value = fc.oneof(
        moment.map((at) => at.toISOString()),
        fc.tuple(moment, fc.integer({ min: -12 * 4, max: 14 * 4 })).map(([at, quarters]) =>
          dayjs(at)
            .utcOffset(quarters * 15)
            .format('YYYY-MM-DDTHH:mm:ssZ'),
        ),
        moment.map((at) => at.toISOString().slice(0, 10)),
      );
      // A calendar date shows as a date: where its midnight comes twice (Havana in November), Temporal takes the day's
      // first moment and dayjs the second, the same day either way.
      const dateFormats = ['dddd, DD MMM', 'DD MMM YYYY', 'YYYY-MM-DD'];
      const shown = (text: string, zone: string) => [
        ...(text.length === 10 ? dateFormats : formats).map((format) => inZone(text, zone).format(format)),
        zoneOffsetLabel(zone, new Date(text)),
      ];
      fc.assert(
        fc.property(value, fc.constantFrom(...zones, 'America/Havana', 'America/Santiago'), (text, zone) => {
          const byIntl = shown(text, zone);
          vi.stubGlobal('Temporal', Temporal);
          // dayjs's zone maths go through toLocaleString (the polyfill itself reads the zones through Intl, as no
          // browser's Temporal does).
          const dayjsZoneMaths = vi.spyOn(Date.prototype, 'toLocaleString');
          try {
            expect(shown(text, zone)).toEqual(byIntl);
            expect(dayjsZoneMaths).not.toHaveBeenCalled();
          } finally {
            vi.unstubAllGlobals();
            vi.restoreAllMocks();
          }
        }),
        { numRuns: 300 },
      );
    });

    it('leaves what Temporal rejects to dayjs, as before', () => {
      const before = ['2026-02-30', 'not a date'].map((text) => inZone(text, CAYMAN).format('DD MMM YYYY'));
      vi.stubGlobal('Temporal', Temporal);
      expect(['2026-02-30', 'not a date'].map((text) => inZone(text, CAYMAN).format('DD MMM YYYY'))).toEqual(before);
      expect(before).toEqual(['02 Mar 2026', 'Invalid Date']);
    });

    it('agrees with Intl at any moment', () => {
      const moments = fc.date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      fc.assert(
        fc.property(moments, fc.constantFrom(...zones), (at, zone) => {
          const fromIntl = todayInZone(zone, at);
          vi.stubGlobal('Temporal', Temporal);
          try {
            return todayInZone(zone, at) === fromIntl;
          } finally {
            vi.unstubAllGlobals();
          }
        }),
      );
    });
  });

  it('shows UTC dates without Intl, as the zone maths would', () => {
    // dayjs keeps a formatter per zone, so its zone maths shows in the parts it asks of one, not in a new one.
    const zoneMaths = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const values = [
      '2026-03-01',
      '2024-02-29',
      '2026-12-03T23:30:00-05:00',
      '2026-06-01T00:00:00+05:30',
      '2026-11-28T19:00:00.123Z',
    ];
    const shown = values.map((value) => formatDate(value, 'UTC'));
    expect(zoneMaths).not.toHaveBeenCalled();
    zoneMaths.mockRestore();
    expect(shown).toEqual(['01 Mar 2026', '29 Feb 2024', '04 Dec 2026', '31 May 2026', '28 Nov 2026']);
    expect(values.map((value) => localDate(value, 'UTC'))).toEqual(
      values.map((value) =>
        (/^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.tz(value, 'UTC') : dayjs(value).tz('UTC')).format('YYYY-MM-DD'),
      ),
    );
  });

  it('trims a range to start + 13 days and says so', () => {
    expect(clampRange('2026-12-03', '2026-12-16')).toEqual({ start: '2026-12-03', end: '2026-12-16', trimmed: false });
    expect(clampRange('2026-12-03', '2026-12-17')).toEqual({ start: '2026-12-03', end: '2026-12-16', trimmed: true });
    expect(clampRange('2026-12-25', '2027-02-01')).toEqual({ start: '2026-12-25', end: '2027-01-07', trimmed: true });
    expect(clampRange('2026-12-03', '2026-12-01')).toEqual({ start: '2026-12-03', end: '2026-12-03', trimmed: false });
  });

  it('never yields more than 14 days, and only trims when it must', () => {
    const date = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 400 }), (start, span) => {
        const range = clampRange(start, addDays(start, span));
        const days = daysBetween(range.start, range.end) + 1;
        expect(days).toBeLessThanOrEqual(MAX_RANGE_DAYS);
        expect(range.trimmed).toBe(span >= MAX_RANGE_DAYS);
        if (!range.trimmed) expect(range.end).toBe(addDays(start, span));
      }),
    );
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });
});

describe('number inputs', () => {
  it('clamps counters to 0–50', () => {
    expect(clampCounter(-1)).toBe(0);
    expect(clampCounter(51)).toBe(50);
    expect(clampCounter(7.9)).toBe(7);
    expect(clampCounter(Number.NaN)).toBe(0);
  });

  it('keeps fishing hours whole within 2–10, empty becoming 2', () => {
    expect(clampFishingHours('')).toBe(2);
    expect(clampFishingHours(null)).toBe(2);
    expect(clampFishingHours('abc')).toBe(2);
    expect(clampFishingHours('1')).toBe(2);
    expect(clampFishingHours('12')).toBe(10);
    expect(clampFishingHours(4.4)).toBe(4);
    expect(clampFishingHours('6')).toBe(6);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (n) => {
        const hours = clampFishingHours(n);
        expect(Number.isInteger(hours) && hours >= 2 && hours <= 10).toBe(true);
      }),
    );
  });
});
