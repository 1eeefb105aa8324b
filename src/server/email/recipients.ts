// Recipients as the mailer reads them (nodemailer's own address parser): an address is sent to only when the mailer
// reads exactly that one address out of it, and limits count it in a normalised form, so 'a@x.test(1)', 'A@X.test'
// and 'a+1@x.test' are one recipient, not three.
import addressparser from 'nodemailer/lib/addressparser';
import { HttpError } from '../http/errors';

/** The address itself when the mailer would deliver to it and nothing else; undefined otherwise. */
export function deliverableAddress(to: string): string | undefined {
  const text = to.trim();
  const parsed = addressparser(text, { flatten: true });
  return parsed.length === 1 && parsed[0].name === '' && parsed[0].address === text ? text : undefined;
}

/** The address or a 400: never hand the mailer a list, a display name or a comment. */
export function checkedAddress(to: string): string {
  const address = deliverableAddress(to);
  if (!address) throw new HttpError(400, 'Invalid request: an email address is not a single plain address', 'INVALID_RECIPIENT');
  return address;
}

/** Who a limit counts: lower case, and without a '+tag' (most providers deliver 'ann+1@' to 'ann@'). */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0];
  return `${local}@${address.slice(at + 1)}`.toLowerCase();
}
