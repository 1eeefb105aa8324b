// Booking references: the country code, a dash and 8 characters from an alphabet without look-alikes
// (no 0/O, 1/I/L): e.g. 'KY-7K3M9QHT'. Random (31^8 ≈ 8.5e11), so not guessable; the database keeps them unique.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_REF_LENGTH = 8;

export function newBookingRef(countryCode: string): string {
  let code = '';
  for (let i = 0; i < BOOKING_REF_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${countryCode.toUpperCase()}-${code}`;
}
