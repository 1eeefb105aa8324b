import { describe, expect, it } from 'vitest';
import { bookingCalendarEvent, foldLine, icsInstant, icsText } from '../../../src/domain/texts';
import { BOOKING } from '../app/confirmationFixture';

// The booking's event: the confirmation page's 'Add to calendar' file and the confirmation email's invitation.
describe('add to calendar (.ics)', () => {
  const ics = bookingCalendarEvent(BOOKING, new Date('2026-12-01T16:00:00.000Z'));
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

  it('folds by octets (RFC 5545 3.1): never more than 75 on a line, never inside a character', () => {
    const octets = (text: string) => new TextEncoder().encode(text).length;
    // 73 ASCII octets, then 'é' (2 octets) fits at 75, then '€' (3 octets) must start the next line.
    const line = `${'x'.repeat(73)}é€${'ü'.repeat(60)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts[0]).toBe(`${'x'.repeat(73)}é`);
    expect(parts[1]!.startsWith(' €')).toBe(true);
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('ends its description with the confirmation link when given one, as the email sends it', () => {
    const withLink = bookingCalendarEvent(
      BOOKING,
      new Date('2026-12-01T16:00:00.000Z'),
      'https://charters.example/booking',
    ).replace(/\r\n /g, '');
    expect(withLink).toContain('Please arrive 10 minutes before your charter time.\\nhttps://charters.example/booking');
  });
});
