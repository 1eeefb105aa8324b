// The staff's own mails: an invitation to choose a password, and a new sign-in link (a forgotten password). Both carry
// a one-time link to the sign-in page that works once, until it expires.
import { COMPANY_NAME } from '../../domain/catalogue';
import type { UserRole } from '../../domain/office';
import { renderMail } from '../email/mailLayout';
import type { OutgoingMail } from '../email/outgoingMails';

const ROLE_WORDS: Record<UserRole, string> = { admin: 'an admin', captain: 'a captain', agent: 'an agent' };

const until = (expiresAt: Date) => expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');

export function inviteMail(
  to: string,
  role: UserRole,
  agencyName: string | null,
  link: string,
  expiresAt: Date,
): OutgoingMail {
  return {
    role: 'staff',
    kind: 'staff-invite',
    to,
    mail: renderMail({
      subject: `You are invited to ${COMPANY_NAME}`,
      heading: 'Choose your password',
      paragraphs: [
        `You have been added to ${COMPANY_NAME} as ${ROLE_WORDS[role]}${agencyName ? ` of ${agencyName}` : ''}.`,
        `Open the link below to choose your password and sign in. It works once, until ${until(expiresAt)}; after that, ask your administrator for a new one.`,
      ],
      sections: [],
      link: { label: 'Choose your password', href: link },
    }),
  };
}

export function signInLinkMail(to: string, link: string, expiresAt: Date): OutgoingMail {
  return {
    role: 'staff',
    kind: 'staff-sign-in-link',
    to,
    mail: renderMail({
      subject: `Your new ${COMPANY_NAME} sign-in link`,
      heading: 'Choose a new password',
      paragraphs: [
        'Your administrator sent you a new sign-in link. Open it to choose a new password; your old password and any earlier link stop working once you do.',
        `The link works once, until ${until(expiresAt)}. If you did not expect it, tell your administrator.`,
      ],
      sections: [],
      link: { label: 'Choose a new password', href: link },
    }),
  };
}
