// Inquiry references: 'IQ-' and ten capitals and digits without look-alikes (0/O, 1/I/L), e.g. 'IQ-7K3M9QH2XW'.
// Ten symbols of 31 give ~50 bits: the reference opens the inquiry's data, so it must not be guessable.
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 10;

export function newInquiryRef(): string {
  let ref = 'IQ-';
  for (let i = 0; i < LENGTH; i++) ref += ALPHABET[randomInt(ALPHABET.length)];
  return ref;
}
