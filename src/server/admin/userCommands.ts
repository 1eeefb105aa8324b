// Users: create one (with a one-time sign-in link, or a password read from standard input), issue a new link, list,
// disable and enable. Disabling ends the user's sessions at once (their access token lapses within its lifetime).
import { eq } from 'drizzle-orm';
import { passwordProblem, USER_ROLES, type UserRole } from '../../domain/auth';
import { NAME_MAX_LENGTH } from '../../domain/boundedString';
import { signInPath } from '../../domain/agentPaths';
import { isEmail } from '../../domain/fields';
import type { Country } from '../../domain/catalogue';
import { listDocs } from '../catalogue/store';
import { users, type AgencyRow, type UserRow } from '../db/authSchema';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { agencyByIdOrName, agencySummaryOf, insertUser, issueInvite, listUsers, normalEmail, userByEmail } from '../auth/userStore';
import { AdminError, requiredOption, type AdminCommand, type AdminContext, type OptionValues } from './adminCommand';

const userJson = (u: UserRow, agency: AgencyRow | null) => ({
  id: u.id, email: u.email, name: u.name, role: u.role, agency: agency ? agencySummaryOf(agency) : null,
  disabled: u.disabledAt !== null, hasPassword: u.passwordHash !== null, createdAt: u.createdAt.toISOString(),
});

async function existingUser(ctx: AdminContext, values: OptionValues): Promise<UserRow> {
  const email = requiredOption(values, 'email');
  const user = await userByEmail(ctx.db, email);
  if (!user) throw new AdminError(`No user with the email ${normalEmail(email)}`);
  return user;
}

/** The sign-in page of the site's first country, with the link's token. */
async function signInLink(ctx: AdminContext, userId: string): Promise<{ link: string; expiresAt: string }> {
  const token = await ctx.db.transaction((tx) => issueInvite(tx, userId, ctx.auth.inviteHours, ctx.now));
  const country = (await listDocs<Country>(ctx.db, 'country'))[0]?.urlTitle ?? 'cayman-islands';
  return { link: `${ctx.publicUrl}${signInPath(country, token)}`, expiresAt: new Date(ctx.now.getTime() + ctx.auth.inviteHours * 3_600_000).toISOString() };
}

async function passwordFromStdin(ctx: AdminContext): Promise<string> {
  const password = (await ctx.readStdin()).replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) throw new AdminError(problem);
  return password;
}

const createUser: AdminCommand = {
  name: 'create-user',
  usage: 'create-user --email EMAIL --role admin|agent [--name NAME] [--agency ID|NAME] [--password-stdin]',
  summary: 'Adds a user and prints a one-time sign-in link (or reads the password from standard input)',
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, agency: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  async run(ctx, values) {
    const email = normalEmail(requiredOption(values, 'email'));
    if (!isEmail(email)) throw new AdminError(`${email} is not an email address`);
    const role = requiredOption(values, 'role') as UserRole;
    if (!USER_ROLES.includes(role)) throw new AdminError(`--role must be one of: ${USER_ROLES.join(', ')}`);
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    if (name.length > NAME_MAX_LENGTH) throw new AdminError(`--name has at most ${NAME_MAX_LENGTH} characters`);
    const agency = typeof values.agency === 'string' ? await agencyByIdOrName(ctx.db, values.agency) : null;
    if (agency === undefined) throw new AdminError(`No agency ${String(values.agency)} (list them with list-agencies)`);
    if (await userByEmail(ctx.db, email)) throw new AdminError(`A user with the email ${email} exists already`);
    const passwordHash = values['password-stdin'] ? await hashPassword(await passwordFromStdin(ctx), ctx.auth.passwordCost) : null;
    const user = await insertUser(ctx.db, { email, name, role, agencyId: agency?.id ?? null, passwordHash }, ctx.now);
    const json = userJson(user, agency);
    if (passwordHash) return { text: `Created ${role} ${email}${agency ? ` of ${agency.name}` : ''}; they sign in with the password given.`, json };
    const link = await signInLink(ctx, user.id);
    return {
      text: `Created ${role} ${email}${agency ? ` of ${agency.name}` : ''}.\nSend them this one-time sign-in link (it works once, until ${link.expiresAt}):\n${link.link}`,
      json: { ...json, signInLink: link.link, signInLinkExpiresAt: link.expiresAt },
    };
  },
};

const newLink: AdminCommand = {
  name: 'sign-in-link',
  usage: 'sign-in-link --email EMAIL',
  summary: 'Prints a new one-time sign-in link for a user (a forgotten password); earlier links stop working',
  options: { email: { type: 'string' } },
  async run(ctx, values) {
    const user = await existingUser(ctx, values);
    if (user.disabledAt) throw new AdminError(`${user.email} is disabled: enable-user first`);
    const link = await signInLink(ctx, user.id);
    return { text: `One-time sign-in link for ${user.email} (works once, until ${link.expiresAt}):\n${link.link}`, json: { email: user.email, signInLink: link.link, signInLinkExpiresAt: link.expiresAt } };
  },
};

const listUsersCommand: AdminCommand = {
  name: 'list-users',
  usage: 'list-users',
  summary: 'Lists every user with role, agency and state',
  options: {},
  async run(ctx) {
    const rows = await listUsers(ctx.db);
    const lines = rows.map(({ user, agency }) =>
      `${user.email}\t${user.role}\t${agency?.name ?? '-'}\t${user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited'}\t${user.name}`);
    return { text: rows.length === 0 ? 'No users yet.' : ['email\trole\tagency\tstate\tname', ...lines].join('\n'), json: rows.map((r) => userJson(r.user, r.agency)) };
  },
};

const setDisabled = (disable: boolean): AdminCommand => ({
  name: disable ? 'disable-user' : 'enable-user',
  usage: `${disable ? 'disable-user' : 'enable-user'} --email EMAIL`,
  summary: disable ? 'Stops a user signing in and ends their sessions' : 'Lets a disabled user sign in again',
  options: { email: { type: 'string' } },
  async run(ctx, values) {
    const user = await existingUser(ctx, values);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ disabledAt: disable ? (user.disabledAt ?? ctx.now) : null, updatedAt: ctx.now }).where(eq(users.id, user.id));
      if (disable) await revokeUserSessions(tx, user.id, 'disabled', ctx.now);
    });
    return { text: `${user.email} is ${disable ? 'disabled' : 'enabled'}.`, json: { email: user.email, disabled: disable } };
  },
});

export const USER_COMMANDS: AdminCommand[] = [createUser, newLink, listUsersCommand, setDisabled(true), setDisabled(false)];
