// Phone numbers typed the ways people type them (with and without the country code, '+' or '00', spaces, dashes, dots,
// brackets, a trunk 0, the wrong flag chosen) give one E.164 number or a clear error: never a second country code.
import fc from 'fast-check';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { INVALID_PHONE, PHONE_NEEDS_COUNTRY, REQUIRED } from '../../../src/domain/texts';
import { contactForm } from '../../../src/domain/booking';
import { dialsAsStored, formatPhoneNumber, nationalPhone, readPhone, toE164 } from '../../../src/domain/phone';
import { installPhoneReader } from '../../../src/domain/schema';

const COUNTRIES: CountryCode[] = [
  'US',
  'KY',
  'CA',
  'GB',
  'IE',
  'JM',
  'BS',
  'MX',
  'BR',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'CH',
  'AU',
];
const numbers = COUNTRIES.map((country) => {
  const n = getExampleNumber(country, examples)!;
  return {
    country,
    e164: n.number as string,
    cc: n.countryCallingCode as string,
    national: n.nationalNumber as string,
    home: n.formatNational(),
  };
});

/** Separators people put between digits. */
const separator = fc.constantFrom('', ' ', '-', '.');
/** The digits of `text` regrouped at random with separators (other characters kept). */
const spaced = (text: string) =>
  fc.array(separator, { minLength: text.length, maxLength: text.length }).map((seps) =>
    text
      .split('')
      .map((ch, i) => (i > 0 && /\d/.test(ch) && /\d/.test(text[i - 1]!) ? seps[i] : '') + ch)
      .join(''),
  );
const bracketed = (digits: string) =>
  fc.boolean().map((b) => (b && digits.length > 6 ? `(${digits.slice(0, 3)}) ${digits.slice(3)}` : digits));
const someFlag = fc.constantFrom<string | undefined>(...COUNTRIES, undefined);

describe('readPhone', () => {
  it('reads a number written with its country code (+ or 00) as that number, whatever flag is chosen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...numbers),
        fc.constantFrom('+', '00', '+ '),
        someFlag,
        fc.context(),
        (n, prefix, flag, ctx) => {
          const typed = fc.sample(bracketed(n.national).chain(spaced), { numRuns: 1, seed: n.national.length })[0];
          const text = `${prefix}${n.cc} ${typed}`;
          ctx.log(text);
          expect(readPhone(text, flag)).toEqual({ ok: true, e164: n.e164, country: expect.any(String) });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a number written the way its own country writes it, with that country chosen', () => {
    fc.assert(
      fc.property(fc.constantFrom(...numbers), fc.nat(), (n, seed) => {
        const typed = fc.sample(spaced(n.home.replace(/[^\d()]/g, '')), { numRuns: 1, seed })[0]!;
        expect(toE164(typed, n.country), `${n.country}: ${typed}`).toBe(n.e164);
        expect(toE164(n.home, n.country)).toBe(n.e164);
      }),
      { numRuns: 300 },
    );
  });

  it('gives one E.164 number or a clear error for anything typed', () => {
    const typed = fc.oneof(
      fc.stringMatching(/^[+0-9 ().-]{0,20}$/),
      fc.string({ maxLength: 20 }),
      fc
        .constantFrom(...numbers)
        .chain((n) =>
          fc.constantFrom(
            `+${n.cc}${n.cc}${n.national}`,
            `+${n.cc} ${n.national} ext 12`,
            `${n.national}${n.national}`,
          ),
        ),
    );
    fc.assert(
      fc.property(typed, someFlag, (text, flag) => {
        const read = readPhone(text, flag);
        if (read.ok) {
          expect(read.e164).toMatch(/^\+[1-9]\d{4,14}$/); // some plans have short numbers (+49 1000)
          expect(readPhone(read.e164)).toEqual(read); // stored, it reads back as itself
          expect(dialsAsStored(read.e164)).toBe(true);
        } else {
          expect([INVALID_PHONE, PHONE_NEEDS_COUNTRY, REQUIRED, 'Must be at most 32 characters']).toContain(
            read.message,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never gives a second country code (issue #53)', () => {
    // '+1 345 555 0101' typed with the United States chosen, and '345 555 0101' with the Cayman Islands chosen.
    expect(toE164('+1 345 555 0101', 'US')).toBe('+13455550101');
    expect(toE164('345 555 0101', 'KY')).toBe('+13455550101');
    expect(toE164('1 (345) 555-0101', 'US')).toBe('+13455550101');
    expect(toE164('0044 20 7946 0958', 'US')).toBe('+442079460958');
    expect(toE164('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    // What the old field stored for those two: as stored, neither dials (they are flagged, never rewritten); typed
    // anew, the first is the +1 number with its trunk 1, the second no number of any plan.
    expect(dialsAsStored('+113455550101')).toBe(false);
    expect(dialsAsStored('+13453455550101')).toBe(false);
    expect(dialsAsStored('+13455550101')).toBe(true);
    expect(toE164('+113455550101')).toBe('+13455550101');
    expect(readPhone('+13453455550101')).toEqual({ ok: false, message: INVALID_PHONE });
    expect(readPhone('345 555 0101')).toEqual({ ok: false, message: PHONE_NEEDS_COUNTRY });
    expect(readPhone('+1 345 555 CALL')).toEqual({ ok: false, message: INVALID_PHONE });
    expect(readPhone('+1 345 555 0101 ext 2')).toEqual({ ok: false, message: INVALID_PHONE });
  });

  it('shows a stored number in its country format', () => {
    expect(formatPhoneNumber('+13455550101')).toBe('+1 345 555 0101');
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(nationalPhone('+442079460958')).toBe('020 7946 0958');
    expect(formatPhoneNumber('+113455550101')).toBe('+113455550101'); // one that does not dial is shown as stored
  });

  it("is the schemas' rule once installed: a form stores E.164 and says what is wrong", () => {
    installPhoneReader(readPhone);
    const form = {
      firstName: 'Ana',
      lastName: 'Ebanks',
      email: 'ana@example.test',
      confirmEmail: 'ana@example.test',
      phone: '+1 (345) 555-0101',
      policy: true,
    };
    const [, ok] = contactForm.validate(form, { coerce: true });
    expect(ok?.phone).toBe('+13455550101');
    const [error] = contactForm.validate({ ...form, phone: '+13453455550101' }, { coerce: true });
    expect(error?.failures().find((f) => f.key === 'phone')?.message).toBe(INVALID_PHONE);
  });
});
