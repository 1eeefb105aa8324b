// Booking and inquiry references: a prefix, a dash and capitals and digits without look-alikes (no 0/O, 1/I/L), short
// to read out on the phone and random, so not guessable: bookings 'KY-7K3M9QHT' (31^8 ≈ 8.5e11; anyone holding one
// still needs the booking device, the signed link or the guest's email), inquiries 'IQ-7K3M9QH2XW' (~50 bits: the
// reference opens the inquiry's data). The database keeps them unique.
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BOOKING_REF_LENGTH = 8;
const INQUIRY_REF_PREFIX = 'IQ';
const INQUIRY_REF_LENGTH = 10;

/** A uniform whole number from 0 to n - 1 from a secure source (node:crypto's randomInt on the server). */
export type RandomIndex = (n: number) => number;

function newReference(prefix: string, length: number, randomIndex: RandomIndex): string {
  let code = '';
  for (let i = 0; i < length; i++) code += REFERENCE_ALPHABET[randomIndex(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

export const newBookingRef = (countryCode: string, randomIndex: RandomIndex) =>
  newReference(countryCode.toUpperCase(), BOOKING_REF_LENGTH, randomIndex);
export const newInquiryRef = (randomIndex: RandomIndex) =>
  newReference(INQUIRY_REF_PREFIX, INQUIRY_REF_LENGTH, randomIndex);

/** An inquiry reference as newInquiryRef writes it. */
export const INQUIRY_REF_PATTERN = new RegExp(`^${INQUIRY_REF_PREFIX}-[${REFERENCE_ALPHABET}]{${INQUIRY_REF_LENGTH}}$`);
