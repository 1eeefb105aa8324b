import { describe, expect, it } from 'vitest';
import { calendarEvent, foldLine, icsInstant, icsText } from '../../../src/app/confirmation/calendarEvent';
import { BOOKING } from './confirmationFixture';

describe('add to calendar (.ics)', () => {
  const ics = calendarEvent(BOOKING, new Date('2026-12-01T16:00:00.000Z'));
  const unfolded = ics.replace(/\r\n /g, '');

  it('is one VEVENT with CRLF line ends and UTC times', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(unfolded).toContain('DTSTART:20261203T150000Z\r\n');
    expect(unfolded).toContain('DTEND:20261203T180000Z\r\n');
    expect(unfolded).toContain('DTSTAMP:20261201T160000Z\r\n');
    expect(unfolded).toMatch(/UID:KY-7K3M9Q@/);
    expect(unfolded).toContain('SUMMARY:Boat charter: Sea Breeze (KY-7K3M9Q)');
    expect(unfolded).toContain('LOCATION:Barcadere Marina');
    expect(unfolded).toContain('GEO:19.3;-81.38');
    expect(unfolded).toContain('Booking reference: KY-7K3M9Q\\nBoat: Sea Breeze\\nActivities: Stingray City');
  });

  it('escapes text and folds long lines', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsInstant('2026-12-03T10:00:00-05:00')).toBe('20261203T150000Z');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    expect(folded.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
  });
});
