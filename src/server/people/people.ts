// Staff and agencies, written by the operator's People tab (routes.ts) and by `npm run admin` alike: every rule of
// who may be invited, disabled or given a role lives here once, and each change is an audit entry in its transaction.
import { defined, NAME_MAX_LENGTH, isEmail } from '../../domain/schema';
import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  USER_ROLES,
  type UserRole,
  basisPointsOf,
  isDiscountPercent,
  PEOPLE_MESSAGES as M,
  type AgencyItem,
  type Person,
} from '../../domain/office';
import { signInPath } from '../../domain/protocol';
import { type Country, DEFAULT_COUNTRY } from '../../domain/catalogue';
import { audit, type Actor } from '../audit/auditLog';
import {
  agencyByIdOrName,
  agencySummaryOf,
  insertUser,
  issueInvite,
  newAgencyId,
  normalEmail,
  tokenHash,
  userByEmail,
} from '../auth/userStore';
import { revokeUserSessions } from '../auth/sessions';
import { sqlState } from '../booking/holdStatements';
import { listDocs } from '../catalogue/store';
import { agencies, users, type AgencyRow, type UserRow } from '../db/authSchema';
import type { Db, Tx } from '../db/client';
import { enqueueMails } from '../email/outbox';
import { emailSettings } from '../email/settings';
import { inviteMail, signInLinkMail } from './peopleMails';

const UNIQUE_VIOLATION = '23505';

/** A refusal the caller can fix: the API answers it as a 4xx, the admin command prints it. */
export class PeopleError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Who acts, when; `link` says where sign-in links point and whether they are emailed (the command prints them). */
export interface PeopleAct {
  actor: Actor;
  now: Date;
}
export interface LinkOptions {
  publicUrl: string;
  inviteHours: number;
  email: boolean;
}

const personOf = (u: UserRow, agency: AgencyRow | null): Person => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  agency: agency ? agencySummaryOf(agency) : null,
  state: u.disabledAt ? 'disabled' : u.passwordHash ? 'active' : 'invited',
  lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

export async function listPeople(db: Db): Promise<Person[]> {
  const rows = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .orderBy(asc(users.email));
  return rows.map((r) => personOf(r.user, r.agency));
}

export const agencyItemOf = (agency: AgencyRow, agents: number): AgencyItem => ({
  ...agencySummaryOf(agency),
  disabled: agency.disabledAt !== null,
  agents,
});

export async function listAgencyItems(db: Db): Promise<AgencyItem[]> {
  const rows = await db
    .select({ agency: agencies, agents: count(users.id) })
    .from(agencies)
    .leftJoin(users, eq(users.agencyId, agencies.id))
    .groupBy(agencies.id)
    .orderBy(asc(agencies.name));
  return rows.map(({ agency, agents }) => agencyItemOf(agency, Number(agents)));
}

async function personRow(tx: Db | Tx, id: string): Promise<{ user: UserRow; agency: AgencyRow | null }> {
  const [row] = await tx
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, id));
  if (!row) throw new PeopleError(404, M.noSuchPerson);
  return row;
}

/** The agency an agent belongs to (by id or name); an admin or a captain belongs to none. */
async function agencyFor(tx: Db | Tx, role: UserRole, agencyKey: string | null | undefined): Promise<AgencyRow | null> {
  const key = agencyKey?.trim() || null;
  if (!key) return null;
  if (role !== 'agent') throw new PeopleError(400, M.agencyForAgentsOnly, 'agencyId');
  const agency = await agencyByIdOrName(tx, key);
  if (!agency) throw new PeopleError(404, M.noSuchAgency(key), 'agencyId');
  return agency;
}

/**
 * Refuses to leave the office without an admin who can sign in (enabled, with a password: an invitation not yet
 * taken up does not count). The others are counted with their rows locked, so that two admins disabling each other
 * at once cannot both succeed.
 */
async function keepAnAdmin(tx: Tx, leaving: UserRow): Promise<void> {
  if (leaving.role !== 'admin' || leaving.disabledAt || !leaving.passwordHash) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.role, 'admin'), isNull(users.disabledAt), isNotNull(users.passwordHash), ne(users.id, leaving.id)),
    )
    .for('update');
  if (others.length === 0) throw new PeopleError(409, M.lastAdmin);
}

/** Sign-in links open the sign-in page of the site's first country. */
const linkCountry = async (db: Db) => (await listDocs<Country>(db, 'country'))[0]?.urlTitle ?? DEFAULT_COUNTRY;

/** A sign-in link: issued (earlier ones stop working), emailed when asked. */
async function sendLink(
  tx: Tx,
  user: UserRow,
  agency: AgencyRow | null,
  kind: 'invite' | 'reset',
  act: PeopleAct,
  link: LinkOptions & { country: string },
) {
  const token = await issueInvite(tx, user.id, link.inviteHours, act.now);
  const country = link.country;
  const url = `${link.publicUrl}${signInPath(country, token)}`;
  const expiresAt = new Date(act.now.getTime() + link.inviteHours * 3_600_000);
  if (link.email) {
    const mail =
      kind === 'invite'
        ? inviteMail(user.email, user.role, agency?.name ?? null, url, expiresAt)
        : signInLinkMail(user.email, url, expiresAt);
    await enqueueMails(tx, [mail], emailSettings(process.env, { now: () => act.now }), {
      submissionId: `${mail.kind}-${tokenHash(token).slice(0, 22)}`,
      now: act.now,
    });
  }
  return { link: url, expiresAt };
}

export interface NewPerson {
  email: string;
  name?: string;
  role: string;
  agency?: string | null;
  /** A password the command read from standard input (already hashed): no link is sent then. */
  passwordHash?: string | null;
}

/** Adds someone (an invitation with a link to choose a password, unless a password is given). */
export async function invitePerson(db: Db, input: NewPerson, act: PeopleAct, link: LinkOptions) {
  const email = normalEmail(input.email);
  if (!isEmail(email)) throw new PeopleError(400, `${email} is not an email address`, 'email');
  const role = input.role as UserRole;
  if (!USER_ROLES.includes(role)) throw new PeopleError(400, `The role is one of: ${USER_ROLES.join(', ')}`, 'role');
  const name = input.name?.trim() ?? '';
  if (name.length > NAME_MAX_LENGTH)
    throw new PeopleError(400, `A name has at most ${NAME_MAX_LENGTH} characters`, 'name');
  const country = await linkCountry(db);
  try {
    return await db.transaction(async (tx) => {
      const agency = await agencyFor(tx, role, input.agency);
      if (await userByEmail(tx, email)) throw new PeopleError(409, M.emailTaken(email), 'email');
      const user = await insertUser(
        tx,
        { email, name, role, agencyId: agency?.id ?? null, passwordHash: input.passwordHash ?? null },
        act.now,
      );
      await audit(tx, {
        actor: act.actor,
        action: 'people.invite',
        at: act.now,
        detail: { userId: user.id, email, role, agencyId: agency?.id ?? null },
      });
      // Said, not refused: an independent agent may reserve with payment links, but gives no discount and books nothing
      // on account.
      const warning = role === 'agent' && !agency ? M.agentWithoutAgency : undefined;
      const sent = input.passwordHash ? null : await sendLink(tx, user, agency, 'invite', act, { ...link, country });
      return { user, agency, person: personOf(user, agency), sent, warning };
    });
  } catch (error) {
    // Two invitations of one address at once: the unique index decides, the loser hears why.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new PeopleError(409, M.emailTaken(email), 'email');
    throw error;
  }
}

/** A new one-time sign-in link for someone (a forgotten password); earlier links stop working. */
export async function sendSignInLink(db: Db, userId: string, act: PeopleAct, link: LinkOptions) {
  const country = await linkCountry(db);
  return db.transaction(async (tx) => {
    const { user, agency } = await personRow(tx, userId);
    if (user.disabledAt) throw new PeopleError(409, M.disabledNoLink);
    const sent = await sendLink(tx, user, agency, user.passwordHash ? 'reset' : 'invite', act, { ...link, country });
    await audit(tx, {
      actor: act.actor,
      action: 'people.sign-in-link',
      at: act.now,
      detail: { userId, email: user.email },
    });
    return { person: personOf(user, agency), sent };
  });
}

/** Disables someone (their sessions end at once) or lets them sign in again. */
export async function setPersonDisabled(db: Db, userId: string, disabled: boolean, act: PeopleAct): Promise<Person> {
  return db.transaction(async (tx) => {
    const { user, agency } = await personRow(tx, userId);
    if (disabled) await keepAnAdmin(tx, user);
    const row = defined(
      (
        await tx
          .update(users)
          .set({ disabledAt: disabled ? (user.disabledAt ?? act.now) : null, updatedAt: act.now })
          .where(eq(users.id, userId))
          .returning()
      )[0],
      'the updated person',
    );
    if (disabled) await revokeUserSessions(tx, userId, 'disabled', act.now);
    if (Boolean(user.disabledAt) !== disabled) {
      await audit(tx, {
        actor: act.actor,
        action: disabled ? 'people.disable' : 'people.enable',
        at: act.now,
        detail: { userId, email: user.email },
      });
    }
    return personOf(row, agency);
  });
}

/**
 * Another role (and agency, for an agent); the last active admin keeps theirs. Read per request: it applies at once.
 */
export async function changeRole(
  db: Db,
  userId: string,
  role: UserRole,
  agencyKey: string | null | undefined,
  act: PeopleAct,
): Promise<Person> {
  return db.transaction(async (tx) => {
    const { user } = await personRow(tx, userId);
    if (role !== 'admin') await keepAnAdmin(tx, user);
    const agency = await agencyFor(tx, role, agencyKey);
    const row = defined(
      (
        await tx
          .update(users)
          .set({ role, agencyId: agency?.id ?? null, updatedAt: act.now })
          .where(eq(users.id, userId))
          .returning()
      )[0],
      'the updated person',
    );
    await audit(tx, {
      actor: act.actor,
      action: 'people.role',
      at: act.now,
      detail: {
        userId,
        email: user.email,
        before: { role: user.role, agencyId: user.agencyId },
        after: { role, agencyId: row.agencyId },
      },
    });
    return personOf(row, agency);
  });
}

export interface AgencyChange {
  name?: string;
  maxDiscountPercent?: number;
  mayBookOnAccount?: boolean;
  disabled?: boolean;
}

const agencyState = (a: AgencyRow) => ({
  name: a.name,
  maxDiscountPercent: a.maxDiscountBasisPoints / 100,
  mayBookOnAccount: a.mayBookOnAccount,
  disabled: a.disabledAt !== null,
});

function checkedAgency(change: AgencyChange) {
  const name = change.name?.trim();
  if (name !== undefined && (name === '' || name.length > NAME_MAX_LENGTH))
    throw new PeopleError(400, `A name takes 1 to ${NAME_MAX_LENGTH} characters`, 'name');
  if (change.maxDiscountPercent !== undefined && !isDiscountPercent(change.maxDiscountPercent))
    throw new PeopleError(400, M.maxDiscount, 'maxDiscountPercent');
  return {
    name,
    basisPoints: change.maxDiscountPercent === undefined ? undefined : basisPointsOf(change.maxDiscountPercent),
  };
}

async function uniqueName<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new PeopleError(409, M.agencyNameTaken(name ?? ''), 'name');
    throw error;
  }
}

/** A new agency: discounts up to 0 % and no booking on account unless given. */
export async function createAgency(db: Db, change: AgencyChange, act: PeopleAct): Promise<AgencyRow> {
  const { name, basisPoints } = checkedAgency(change);
  if (!name) throw new PeopleError(400, 'An agency needs a name', 'name');
  return uniqueName(name, () =>
    db.transaction(async (tx) => {
      const row = defined(
        (
          await tx
            .insert(agencies)
            .values({
              id: newAgencyId(),
              name,
              maxDiscountBasisPoints: basisPoints ?? 0,
              mayBookOnAccount: change.mayBookOnAccount === true,
              disabledAt: change.disabled ? act.now : null,
              createdAt: act.now,
              updatedAt: act.now,
            })
            .returning()
        )[0],
        'the new agency',
      );
      await audit(tx, {
        actor: act.actor,
        action: 'agency.create',
        at: act.now,
        detail: { agencyId: row.id, before: null, after: agencyState(row) },
      });
      return row;
    }),
  );
}

/**
 * Changes what is given of an agency's name, discount cap, booking on account and disabling (its agents stop with it).
 */
export async function updateAgency(db: Db, idOrName: string, change: AgencyChange, act: PeopleAct): Promise<AgencyRow> {
  const { name, basisPoints } = checkedAgency(change);
  return uniqueName(name, () =>
    db.transaction(async (tx) => {
      const agency = await agencyByIdOrName(tx, idOrName);
      if (!agency) throw new PeopleError(404, M.noSuchAgency(idOrName));
      const disabledAt =
        change.disabled === undefined ? undefined : change.disabled ? (agency.disabledAt ?? act.now) : null;
      const row = defined(
        (
          await tx
            .update(agencies)
            .set({
              name,
              maxDiscountBasisPoints: basisPoints,
              mayBookOnAccount: change.mayBookOnAccount,
              disabledAt,
              updatedAt: act.now,
            })
            .where(eq(agencies.id, agency.id))
            .returning()
        )[0],
        'the renamed agency',
      );
      await audit(tx, {
        actor: act.actor,
        action: 'agency.update',
        at: act.now,
        detail: { agencyId: row.id, before: agencyState(agency), after: agencyState(row) },
      });
      return row;
    }),
  );
}
