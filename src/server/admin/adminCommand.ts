// What every admin command is: a name, its options (node:util parseArgs), a line of help and what it does with the
// database. userCommands.ts and agencyCommands.ts hold today's; another area adds its own list to COMMAND_LISTS in
// commands.ts (partner API keys, calendars).
import type { ParseArgsConfig } from 'node:util';
import type { Db } from '../db/client';
import type { AuthSettings } from '../auth/settings';

export interface AdminContext {
  db: Db;
  now: Date;
  /** The site's address, for the links a command prints (PUBLIC_URL). */
  publicUrl: string;
  auth: Pick<AuthSettings, 'passwordCost' | 'inviteHours'>;
  /** Standard input, read only when a command needs it (--password-stdin). */
  readStdin: () => Promise<string>;
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
  run(ctx: AdminContext, values: OptionValues): Promise<AdminResult>;
}

/** A mistake of the person typing the command: printed without a stack, exit code 1. */
export class AdminError extends Error {}

export const requiredOption = (values: OptionValues, name: string): string => {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new AdminError(`--${name} is required`);
  return value.trim();
};
