// Every text of the operator's People tab (the server's refusals are the domain's PEOPLE_MESSAGES).
import type { UserRole } from '../../domain/auth';
import type { PersonState } from '../../domain/people';

export const PEOPLE_TEXT = {
  staffTitle: 'Staff',
  noStaff: 'Nobody yet.',
  roles: { admin: 'Admin', captain: 'Captain', agent: 'Agent' } satisfies Record<UserRole, string>,
  roleHints: {
    admin: 'Runs the office: bookings, refunds, calendars, catalogue, people and reports.',
    captain: 'Reads the manifest of the trips the office crews them on.',
    agent: 'Reserves for guests; an agency sets their discount and booking on account.',
  } satisfies Record<UserRole, string>,
  states: { invited: 'Invited', active: 'Active', disabled: 'Disabled' } satisfies Record<PersonState, string>,
  lastSignIn: (when: string | null) => (when ? `Last sign-in ${when}` : 'Never signed in'),
  ofAgency: (name: string) => `of ${name}`,
  sendLink: 'Email a sign-in link',
  sendLinkHint: 'For a forgotten password, or an invitation that expired: earlier links stop working.',
  linkSent: (email: string, until: string) => `A sign-in link was emailed to ${email}. It works once, until ${until}.`,
  disable: 'Disable',
  enable: 'Enable',
  disabledDone: (who: string) => `${who} is disabled and signed out everywhere.`,
  enabledDone: (who: string) => `${who} may sign in again.`,
  changeRole: 'Change role',
  saveRole: 'Save role',
  roleDone: (who: string, role: string) => `${who} is now ${role}.`,

  inviteTitle: 'Invite someone',
  inviteIntro:
    'They get an email with a link to choose their password. The link works once and expires after a few days.',
  email: 'Email',
  name: 'Name (optional)',
  role: 'Role',
  agency: 'Agency',
  noAgency: 'No agency (no discount, nothing on account)',
  invite: 'Send the invitation',
  invited: (email: string, until: string) => `Invitation emailed to ${email}. The link works until ${until}.`,

  agenciesTitle: 'Agencies',
  noAgencies: 'No agencies yet.',
  agencyTerms: (percent: number, onAccount: boolean) =>
    `Discounts up to ${percent}% · ${onAccount ? 'may book on account' : 'guests pay by link'}`,
  agents: (n: number) => `${n} agent${n === 1 ? '' : 's'}`,
  agencyDisabled: 'Disabled: its agents cannot sign in',
  edit: 'Edit',
  addAgency: 'Add an agency',
  newAgencyTitle: 'New agency',
  editAgencyTitle: (name: string) => `Edit ${name}`,
  agencyName: 'Name',
  maxDiscount: 'Largest discount its agents may give (%)',
  onAccount: 'May book on account (invoiced to the agency, no payment link)',
  agencyOff: 'Disabled (its agents cannot sign in or reserve)',
  saveAgency: 'Save the agency',
  cancel: 'Cancel',
  agencySaved: (name: string) => `${name} is saved.`,
} as const;
