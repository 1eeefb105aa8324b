// Signing in (docs/agents-api.md): who may sign in, with which role, and the shapes of the auth/* calls.
// Roles are rows of ROLE_PERMISSIONS: a new role (the operator's `captain`, say) is a new row there and in the
// users_role_known check of the database, and every route asks for a permission, never for a role by name.
import { boolean, enums, literal, nullable, number, object, optional, type Infer } from 'superstruct';
import { EMAIL_MAX_LENGTH, ID_MAX_LENGTH, NAME_MAX_LENGTH, string } from '../schema/boundedString';
import { isoInstant, requiredEmail } from '../schema/fields';
import { REQUIRED, requiredString } from '../schema/validation';

export const USER_ROLES = ['agent', 'admin', 'captain'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type Permission =
  /** Apply Discount, within the agency's maximum. */
  | 'discount'
  /** Any discount, whatever the agency allows. */
  | 'discount:unlimited'
  /** Apply Custom Time: a start off the calendar's grid, still inside its hours and the day window. */
  | 'customTime'
  /** POST booking/reserve, and 'My bookings'. */
  | 'reserve'
  /** See and cancel every agent's reservations and bookings, at any time. */
  | 'bookings:all'
  /** The operator's day manifest: who is on which boat (a captain at the dock reads only this). */
  | 'manifest'
  /** Every trip of the manifest; without it, only the trips the user crews (a trip's captain or crew). */
  | 'manifest:all'
  /** Search any booking, read its history, refund it (the operator's office). */
  | 'bookings:manage'
  /** Close boats' calendars for weather, maintenance or a private event, and reopen them. */
  | 'calendar'
  /** Edit the catalogue: boats, rates, calendars, stops, pick-ups, pages and the company's settings (no refunds). */
  | 'catalogue'
  /** Invite staff, give roles, disable and re-enable them, send sign-in links; agencies and their terms (issue #58). */
  | 'people'
  /** Read the office's reports: bookings, revenue, refunds and the agencies' on-account statements (read-only). */
  | 'reports';

export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  agent: ['discount', 'customTime', 'reserve'],
  admin: [
    'discount',
    'discount:unlimited',
    'customTime',
    'reserve',
    'bookings:all',
    'manifest',
    'manifest:all',
    'bookings:manage',
    'calendar',
    'catalogue',
    'people',
    'reports',
  ],
  captain: ['manifest'],
};

export const mayDo = (role: UserRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

/** Longest password accepted: hashing a megabyte is a way to stall a server. */
const PASSWORD_MAX_LENGTH = 200;
/** Shortest password a new account may choose (NIST SP 800-63B asks for at least 8). */
const PASSWORD_MIN_LENGTH = 10;
/** Refresh tokens and one-time sign-in links are 32 random bytes, base64url. */
export const OPAQUE_TOKEN_MAX_LENGTH = 100;
/** A signed access token (a JWT of a few claims) is far shorter than this. */
const ACCESS_TOKEN_MAX_LENGTH = 2000;

export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email or password.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in as an agent to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  notAllowed: 'Your account may not do this.',
  passwordTooShort: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `A password has at most ${PASSWORD_MAX_LENGTH} characters`,
  inviteInvalid: 'This sign-in link has expired or was already used. Ask your administrator for a new one.',
  signedOut: 'You are signed out.',
  accountDisabled: 'This account is disabled. Ask your administrator.',
  signInBusy: 'Many people are signing in right now. Please try again in a few seconds.',
  proofRequired: 'Many sign-in attempts failed lately. This device is checking itself; please try again.',
} as const;

// Issue #52: after many failed sign-ins for an account or from a network, a sign-in from a device that never signed in
// to that account needs a proof of work (ALTCHA, GET captcha/challenge?purpose=login), sent in LOGIN_PROOF_HEADER;
// the right password from a device that signed in before is never refused.
export const LOGIN_PROOF_REQUIRED = 'LOGIN_PROOF_REQUIRED';
export const LOGIN_PROOF_HEADER = 'X-Login-Proof';
export const LOGIN_PROOF_PURPOSE = 'login';

const password = requiredString(REQUIRED, PASSWORD_MAX_LENGTH);
const opaqueToken = requiredString(REQUIRED, OPAQUE_TOKEN_MAX_LENGTH);

export const loginRequest = object({ email: requiredEmail(), password });

export const refreshRequest = object({ refreshToken: opaqueToken });

/** Why a new password cannot be chosen: too short to resist guessing, or too long to hash quickly. */
export const passwordProblem = (text: string): string | undefined =>
  text.length < PASSWORD_MIN_LENGTH
    ? AUTH_MESSAGES.passwordTooShort
    : text.length > PASSWORD_MAX_LENGTH
      ? AUTH_MESSAGES.passwordTooLong
      : undefined;

/** POST auth/accept-invite: the one-time sign-in link's token and the password its holder chooses. */
export const acceptInviteRequest = object({ token: opaqueToken, password });

export const agencySummary = object({
  id: string(ID_MAX_LENGTH),
  name: string(NAME_MAX_LENGTH),
  /** The largest share an agent of the agency may take off a trip, in percent (0–100). */
  maxDiscountPercent: number(),
  mayBookOnAccount: boolean(),
});
export type AgencySummary = Infer<typeof agencySummary>;

export const signedInUser = object({
  id: string(ID_MAX_LENGTH),
  email: string(EMAIL_MAX_LENGTH),
  name: string(NAME_MAX_LENGTH),
  role: enums(USER_ROLES),
  agency: nullable(agencySummary),
});
export type SignedInUser = Infer<typeof signedInUser>;

/**
 * POST auth/login, auth/refresh and auth/accept-invite answer two tokens (plus when the access token ends).
 */
export const tokenPair = object({
  accessToken: string(ACCESS_TOKEN_MAX_LENGTH),
  refreshToken: string(OPAQUE_TOKEN_MAX_LENGTH),
  accessTokenExpiresAt: optional(isoInstant),
  user: optional(signedInUser),
});
export type TokenPair = Infer<typeof tokenPair>;

/** auth/user-auth-check: who is signed in. */
export const userAuthCheck = object({ authenticated: literal(true), user: signedInUser });
export type UserAuthCheck = Infer<typeof userAuthCheck>;

/** The header the app sends its access token in, as a bearer token. */
export const USER_AUTHORIZATION_HEADER = 'user-authorization';
