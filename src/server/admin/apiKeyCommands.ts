// Partners' API keys: created (the key is printed once), listed and revoked. A partner site reads availability; a
// reseller also books through OCTO. Each key has its own rate limit (requests per minute, a token bucket).
import { NAME_MAX_LENGTH } from '../../domain/schema';
import {
  API_KEY_SCOPES,
  DEFAULT_RATE_PER_MINUTE,
  PARTNER_KINDS,
  type ApiKeyScope,
  type PartnerKind,
} from '../../domain/protocol';
import type { ApiKeyRow } from '../db/partnerSchema';
import { apiKeyByIdOrName, createApiKey, listApiKeys, revokeApiKey } from '../partners/apiKeys';
import { AdminError, requiredOption, type AdminCommand, type OptionValues } from './adminCommand';

const keyJson = (k: ApiKeyRow) => ({
  id: k.id,
  name: k.name,
  owner: k.ownerName,
  kind: k.ownerKind,
  scopes: k.scopes,
  ratePerMinute: k.ratePerMinute,
  testMode: k.testMode,
  keyPrefix: k.keyPrefix,
  createdAt: k.createdAt.toISOString(),
  revokedAt: k.revokedAt?.toISOString() ?? null,
});
const describe = (k: ApiKeyRow) =>
  `${k.name} (${k.id}, ${k.keyPrefix}…): ${k.testMode ? 'TEST ' : ''}${k.ownerKind} ${k.ownerName}, scopes ${k.scopes.join(', ')}, ${k.ratePerMinute} requests a minute${k.revokedAt ? `, revoked ${k.revokedAt.toISOString()}` : ''}`;

function boundedName(values: OptionValues, option: string): string {
  const name = requiredOption(values, option);
  if (name.length > NAME_MAX_LENGTH) throw new AdminError(`--${option} takes 1 to ${NAME_MAX_LENGTH} characters`);
  return name;
}

function kindOf(values: OptionValues): PartnerKind {
  const kind = (values.kind ?? 'partner') as string;
  if (!(PARTNER_KINDS as readonly string[]).includes(kind))
    throw new AdminError(`--kind is one of ${PARTNER_KINDS.join(', ')}`);
  return kind as PartnerKind;
}

/** A partner site reads availability; a reseller books too, unless --scopes says otherwise. */
function scopesOf(values: OptionValues, kind: PartnerKind): ApiKeyScope[] {
  if (values.scopes === undefined) return kind === 'reseller' ? [...API_KEY_SCOPES] : ['availability'];
  const scopes = [
    ...new Set(
      String(values.scopes)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = scopes.find((s) => !(API_KEY_SCOPES as readonly string[]).includes(s));
  if (scopes.length === 0 || unknown !== undefined)
    throw new AdminError(`--scopes is a comma list of ${API_KEY_SCOPES.join(', ')}`);
  return scopes as ApiKeyScope[];
}

function rateOf(values: OptionValues): number {
  if (values.rate === undefined) return DEFAULT_RATE_PER_MINUTE;
  const text = String(values.rate).trim();
  const rate = Number(text);
  if (!/^\d{1,6}$/.test(text) || rate < 1 || rate > 100_000)
    throw new AdminError('--rate is requests per minute, a whole number from 1 to 100000');
  return rate;
}

const createKey: AdminCommand = {
  name: 'create-api-key',
  usage:
    'create-api-key --name NAME [--owner ACCOUNT] [--kind partner|reseller] [--scopes availability,booking] [--rate PER_MINUTE] [--test]',
  summary: `Makes a partner's API key and prints it once (kind partner: availability; reseller: availability and booking; ${DEFAULT_RATE_PER_MINUTE} a minute; --test: a sandbox key whose OCTO bookings hold and book nothing)`,
  options: {
    name: { type: 'string' },
    owner: { type: 'string' },
    kind: { type: 'string' },
    scopes: { type: 'string' },
    rate: { type: 'string' },
    test: { type: 'boolean' },
  },
  async run(ctx, values) {
    const name = boundedName(values, 'name');
    const ownerName = values.owner === undefined ? name : boundedName(values, 'owner');
    const ownerKind = kindOf(values);
    const scopes = scopesOf(values, ownerKind);
    const ratePerMinute = rateOf(values);
    if (await apiKeyByIdOrName(ctx.db, name)) throw new AdminError(`A key named ${name} exists already`);
    const { row, key } = await createApiKey(ctx.db, {
      name,
      ownerName,
      ownerKind,
      scopes,
      ratePerMinute,
      testMode: values.test === true,
      now: ctx.now,
    });
    return {
      text: `Created ${describe(row)}.\nThe key (shown once, keep it secret):\n${key}`,
      json: { ...keyJson(row), key },
    };
  },
};

const listKeys: AdminCommand = {
  name: 'list-api-keys',
  usage: 'list-api-keys',
  summary: 'Lists every API key (never the keys themselves)',
  options: {},
  async run(ctx) {
    const rows = await listApiKeys(ctx.db);
    return { text: rows.length === 0 ? 'No API keys yet.' : rows.map(describe).join('\n'), json: rows.map(keyJson) };
  },
};

const revokeKey: AdminCommand = {
  name: 'revoke-api-key',
  usage: 'revoke-api-key --key ID|NAME',
  summary: 'Revokes an API key at once (its calls answer 401)',
  options: { key: { type: 'string' } },
  async run(ctx, values) {
    const which = requiredOption(values, 'key');
    const found = await apiKeyByIdOrName(ctx.db, which);
    if (!found) throw new AdminError(`No API key ${which} (list them with list-api-keys)`);
    const row = await revokeApiKey(ctx.db, found.id, ctx.now);
    return { text: `Revoked ${describe(row)}.`, json: keyJson(row) };
  },
};

export const API_KEY_COMMANDS: AdminCommand[] = [createKey, listKeys, revokeKey];
