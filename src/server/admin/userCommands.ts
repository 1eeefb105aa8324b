// Users: create one (with a one-time sign-in link, or a password read from standard input), issue a new link, list,
// disable and enable. Disabling ends the user's sessions at once (their access token lapses within its lifetime).
import { passwordProblem, USER_ROLES } from '../../domain/office';
import type { AgencyRow, UserRow } from '../db/authSchema';
import { hashPassword } from '../auth/passwords';
import { agencySummaryOf, listUsers, normalEmail, userByEmail } from '../auth/userStore';
import { invitePerson, sendSignInLink, setPersonDisabled, type LinkOptions, type PeopleAct } from '../people/people';
import {
  AdminError,
  asAdminError,
  requiredOption,
  type AdminCommand,
  type AdminContext,
  type OptionValues,
} from './adminCommand';

const AGENT_WITHOUT_AGENCY =
  'this agent has no agency, so they can reserve with payment links but give no discount and book nothing on account (give --agency NAME to make one of an agency)';

const userJson = (u: UserRow, agency: AgencyRow | null) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  agency: agency ? agencySummaryOf(agency) : null,
  disabled: u.disabledAt !== null,
  hasPassword: u.passwordHash !== null,
  createdAt: u.createdAt.toISOString(),
});

async function existingUser(ctx: AdminContext, values: OptionValues): Promise<UserRow> {
  const email = requiredOption(values, 'email');
  const user = await userByEmail(ctx.db, email);
  if (!user) throw new AdminError(`No user with the email ${normalEmail(email)}`);
  return user;
}

/** The command prints its links (no mail: it serves scripts and the first admin, before mail may be set up). */
const linkOptions = (ctx: AdminContext): LinkOptions => ({
  publicUrl: ctx.publicUrl,
  inviteHours: ctx.auth.inviteHours,
  email: false,
});
const act = (ctx: AdminContext): PeopleAct => ({ actor: 'admin-command', now: ctx.now });

async function passwordFromStdin(ctx: AdminContext): Promise<string> {
  const password = (await ctx.readStdin()).replace(/\r?\n$/, '');
  const problem = passwordProblem(password);
  if (problem) throw new AdminError(problem);
  return password;
}

const createUser: AdminCommand = {
  name: 'create-user',
  usage: `create-user --email EMAIL --role ${USER_ROLES.join('|')} [--name NAME] [--agency ID|NAME] [--password-stdin]`,
  summary:
    'Adds a user and prints a one-time sign-in link (or reads the password from standard input); an agent belongs to an agency (--agency), which sets their discounts and on-account booking; a captain reads the manifest only',
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    agency: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
  async run(ctx, values) {
    const email = requiredOption(values, 'email');
    const role = requiredOption(values, 'role');
    const passwordHash = values['password-stdin']
      ? await hashPassword(await passwordFromStdin(ctx), ctx.auth.passwordCost)
      : null;
    const made = await asAdminError(
      invitePerson(
        ctx.db,
        {
          email,
          role,
          name: typeof values.name === 'string' ? values.name : undefined,
          agency: typeof values.agency === 'string' ? values.agency : null,
          passwordHash,
        },
        act(ctx),
        linkOptions(ctx),
      ),
    );
    const { user, agency, sent, warning } = made;
    const json = { ...userJson(user, agency), ...(warning ? { warning: AGENT_WITHOUT_AGENCY } : {}) };
    const note = warning ? `\nNote: ${AGENT_WITHOUT_AGENCY}` : '';
    if (!sent)
      return {
        text: `Created ${user.role} ${user.email}${agency ? ` of ${agency.name}` : ''}; they sign in with the password given.${note}`,
        json,
      };
    const expiresAt = sent.expiresAt.toISOString();
    return {
      text: `Created ${user.role} ${user.email}${agency ? ` of ${agency.name}` : ''}.${note}\nSend them this one-time sign-in link (it works once, until ${expiresAt}):\n${sent.link}`,
      json: { ...json, signInLink: sent.link, signInLinkExpiresAt: expiresAt },
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
    const { sent } = await asAdminError(sendSignInLink(ctx.db, user.id, act(ctx), linkOptions(ctx)));
    const expiresAt = sent.expiresAt.toISOString();
    return {
      text: `One-time sign-in link for ${user.email} (works once, until ${expiresAt}):\n${sent.link}`,
      json: { email: user.email, signInLink: sent.link, signInLinkExpiresAt: expiresAt },
    };
  },
};

const listUsersCommand: AdminCommand = {
  name: 'list-users',
  usage: 'list-users',
  summary: 'Lists every user with role, agency and state',
  options: {},
  async run(ctx) {
    const rows = await listUsers(ctx.db);
    const lines = rows.map(
      ({ user, agency }) =>
        `${user.email}\t${user.role}\t${agency?.name ?? '-'}\t${user.disabledAt ? 'disabled' : user.passwordHash ? 'active' : 'invited'}\t${user.name}`,
    );
    return {
      text: rows.length === 0 ? 'No users yet.' : ['email\trole\tagency\tstate\tname', ...lines].join('\n'),
      json: rows.map((r) => userJson(r.user, r.agency)),
    };
  },
};

const setDisabled = (disable: boolean): AdminCommand => ({
  name: disable ? 'disable-user' : 'enable-user',
  usage: `${disable ? 'disable-user' : 'enable-user'} --email EMAIL`,
  summary: disable ? 'Stops a user signing in and ends their sessions' : 'Lets a disabled user sign in again',
  options: { email: { type: 'string' } },
  async run(ctx, values) {
    const user = await existingUser(ctx, values);
    await asAdminError(setPersonDisabled(ctx.db, user.id, disable, act(ctx)));
    return {
      text: `${user.email} is ${disable ? 'disabled' : 'enabled'}.`,
      json: { email: user.email, disabled: disable },
    };
  },
});

export const USER_COMMANDS: AdminCommand[] = [
  createUser,
  newLink,
  listUsersCommand,
  setDisabled(true),
  setDisabled(false),
];
