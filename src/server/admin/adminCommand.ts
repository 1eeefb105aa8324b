// What every admin command is: a name, its options (node:util parseArgs), a line of help and what it does with the
// database. userCommands.ts and agencyCommands.ts hold today's; another area adds its own list to COMMAND_LISTS in
// commands.ts (partner API keys, calendars).
import type { ParseArgsConfig } from 'node:util';
import type { Database, Db } from '../db/client';
import type { AuthSettings } from '../auth/settings';
import { PeopleError } from '../people/people';

export interface AdminContext {
  db: Db;
  now: Date;
  /** The site's address, for the links a command prints (PUBLIC_URL). */
  publicUrl: string;
  auth: Pick<AuthSettings, 'passwordCost' | 'inviteHours'>;
  /** Standard input, read only when a command needs it (--password-stdin). */
  readStdin: () => Promise<string>;
  /** The database as a whole (backup): absent where a caller gives only the query handle. */
  database?: Database;
}

export type OptionValues = Record<string, string | boolean | undefined>;

export interface AdminResult {
  /** What a person reads. */
  text: string;
  /** What `--json` prints. */
  json: unknown;
}

export interface AdminCommand {
  name: string;
  usage: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /**
   * Arguments without a dash, by name, in order (`backup FILE`); each is required. Paths are made absolute by the CLI.
   */
  positionals?: string[];
  run(ctx: AdminContext, values: OptionValues): Promise<AdminResult>;
  /**
   * A command that must not open the database first (restore fills an empty one): the CLI runs this instead of `run`,
   * never through a running server.
   */
  runAlone?(values: OptionValues, env: NodeJS.ProcessEnv): Promise<AdminResult>;
}

/** A mistake of the person typing the command: printed without a stack, exit code 1. */
export class AdminError extends Error {}

export const requiredOption = (values: OptionValues, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new AdminError(`--${name} is required`);
  return value.trim();
};

/** The shared rules' refusals (server/people), printed as the command's own. */
export async function asAdminError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof PeopleError ? new AdminError(error.message) : error;
  }
}
