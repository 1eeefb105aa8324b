// Recipients as the mailer reads them (nodemailer's own address parser): an address is sent to only when the mailer
// reads exactly that one address out of it, and limits count the mailbox it reaches, so 'A@X.test', 'a+1@x.test',
// 'a@ｘ.test' and (at Gmail) 'a.b@' and 'ab@' are one recipient.
import { domainToASCII } from 'node:url';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import normalizeEmail from 'validator/lib/normalizeEmail';
import { HttpError } from '../http/errors';

/** The address itself when the mailer would deliver to it and nothing else; undefined otherwise. */
function deliverableAddress(to: string): string | undefined {
  const text = to.trim();
  const parsed = addressparser(text, { flatten: true });
  const [only, ...others] = parsed;
  return only && others.length === 0 && only.name === '' && only.address === text ? text : undefined;
}

/** The address or a 400: never hand the mailer a list, a display name or a comment. */
export function checkedAddress(to: string): string {
  const address = deliverableAddress(to);
  if (!address)
    throw new HttpError(400, 'Invalid request: an email address is not a single plain address', 'INVALID_RECIPIENT');
  return address;
}

// Mailboxes that ignore more than case and a '+tag' (validator's normalizeEmail knows Gmail, Outlook, Yahoo, iCloud and
// Yandex): Proton delivers whatever dots, hyphens and underscores its local part is written with to the same mailbox.
const PROTON = new Set(['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me']);

/**
 * The mailbox an address reaches, as the limits count it (issue #52: 'ceo@ｖictimcorp.test' and the dot spellings of one
 * Gmail address were each a new recipient). First the address as the transport will deliver it: nodemailer's own
 * envelope, whose domain has gone through IDNA (UTS #46: fullwidth and other compatibility forms folded, lower case,
 * A-labels); then the domain as ASCII in every case, the local part NFKC and lower case, without a '+tag' or a trailing
 * dot; then the providers' own rules (Gmail's dots and googlemail.com, Yahoo's '-' aliases, Proton's separators).
 * Counting two mailboxes as one makes a limit stricter, never looser: when in doubt, fold.
 */
export function recipientKey(address: string): string {
  const delivered = new MailComposer({ to: address }).compile().getEnvelope().to[0] ?? address;
  const at = delivered.lastIndexOf('@');
  const local = delivered.slice(0, at).normalize('NFKC').toLowerCase().split('+')[0];
  const rawDomain = delivered.slice(at + 1).replace(/\.$/, '');
  const domain = domainToASCII(rawDomain) || rawDomain.normalize('NFKC').toLowerCase();
  const mailbox = normalizeEmail(`${local}@${domain}`) || `${local}@${domain}`;
  const [name, host] = [mailbox.slice(0, mailbox.lastIndexOf('@')), mailbox.slice(mailbox.lastIndexOf('@') + 1)];
  return PROTON.has(host) ? `${name.replace(/[._-]/g, '')}@${host}` : mailbox;
}
