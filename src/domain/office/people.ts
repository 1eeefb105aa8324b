// Staff and agencies (issue #58 'People'): the shapes of the operator's people/* calls and the rules that both the
// admin command and the API apply: an agency's discount cap as basis points, and the words of each refusal.
import { boolean, define, enums, nullable, number, object, optional, type Infer } from 'superstruct';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { agencySummary, USER_ROLES } from './auth';
import { isoInstant, requiredEmail } from '../schema/fields';
import { requiredString } from '../schema/validation';

export const PEOPLE_MESSAGES = {
  emailTaken: (email: string) => `Someone with the email ${email} exists already (invited or signed up).`,
  agencyNameTaken: (name: string) => `An agency named ${name} exists already.`,
  noSuchPerson: 'No such person.',
  noSuchAgency: (key: string) => `No agency ${key}.`,
  agencyForAgentsOnly: 'Only an agent belongs to an agency.',
  lastAdmin:
    'This is the last active admin: make someone else an admin first, so that somebody can still run the office.',
  disabledNoLink: 'This person is disabled: enable them before sending a sign-in link.',
  agentWithoutAgency:
    'An agent without an agency can reserve with payment links but gives no discount and books nothing on account.',
  maxDiscount: 'A percentage from 0 to 100, with at most two decimals (e.g. 15 or 12.5).',
} as const;

/** Whether a discount cap in percent is one an agency may have: 0–100, in hundredths. */
export const isDiscountPercent = (percent: number) =>
  Number.isFinite(percent) &&
  percent >= 0 &&
  percent <= 100 &&
  Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6;
/** 12.5 % as 1250 basis points (the database keeps hundredths of a percent). */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

const discountPercent = define<number>(
  'discountPercent',
  (v) => (typeof v === 'number' && isDiscountPercent(v)) || PEOPLE_MESSAGES.maxDiscount,
);
const agencyName = requiredString(undefined, NAME_MAX_LENGTH);

/** POST operator/people: invite someone; they get an email with a link to choose a password. */
export const inviteRequest = object({
  email: requiredEmail(),
  name: optional(string(NAME_MAX_LENGTH)),
  role: enums(USER_ROLES),
  /** An agent's agency (its id); none for an admin or a captain. */
  agencyId: optional(nullable(string(ID_MAX_LENGTH))),
});
export type InviteRequest = Infer<typeof inviteRequest>;

/** POST operator/people/:id/role: another role (and, for an agent, agency). */
export const roleRequest = object({ role: enums(USER_ROLES), agencyId: optional(nullable(string(ID_MAX_LENGTH))) });
export type RoleRequest = Infer<typeof roleRequest>;

/** POST operator/people/:id/disabled: disable (ends their sessions at once) or enable. */
export const disableRequest = object({ disabled: boolean() });

/** POST operator/agencies and PUT operator/agencies/:id. */
export const agencyRequest = object({
  name: agencyName,
  maxDiscountPercent: discountPercent,
  mayBookOnAccount: boolean(),
  disabled: optional(boolean()),
});
export type AgencyRequest = Infer<typeof agencyRequest>;

const PERSON_STATES = ['invited', 'active', 'disabled'] as const;
export type PersonState = (typeof PERSON_STATES)[number];

export const person = object({
  id: string(ID_MAX_LENGTH),
  email: string(EMAIL_MAX_LENGTH),
  name: string(NAME_MAX_LENGTH),
  role: enums(USER_ROLES),
  agency: nullable(agencySummary),
  state: enums(PERSON_STATES),
  lastSignInAt: nullable(isoInstant),
  createdAt: isoInstant,
});
export type Person = Infer<typeof person>;

export const agencyItem = object({
  id: string(ID_MAX_LENGTH),
  name: string(NAME_MAX_LENGTH),
  maxDiscountPercent: number(),
  mayBookOnAccount: boolean(),
  disabled: boolean(),
  agents: number(),
});
export type AgencyItem = Infer<typeof agencyItem>;

/** What inviting or sending a new link answers: the person, and until when the emailed link works. */
export const invitedAnswer = object({ person, linkExpiresAt: isoInstant, warning: optional(string()) });
export type InvitedAnswer = Infer<typeof invitedAnswer>;
