// Agencies: an agency has a name, the largest discount its agents may give and whether it may book on account.
import { eq } from 'drizzle-orm';
import { NAME_MAX_LENGTH } from '../../domain/boundedString';
import { agencies, type AgencyRow } from '../db/authSchema';
import { agencyByIdOrName, agencySummaryOf, listAgencies, newAgencyId } from '../auth/userStore';
import { AdminError, requiredOption, type AdminCommand, type AdminContext, type OptionValues } from './adminCommand';

const agencyJson = (a: AgencyRow) => ({ ...agencySummaryOf(a), disabled: a.disabledAt !== null, createdAt: a.createdAt.toISOString() });
const describe = (a: AgencyRow) =>
  `${a.name} (${a.id}): discounts up to ${a.maxDiscountBasisPoints / 100}%, ${a.mayBookOnAccount ? 'may book on account' : 'guests pay by link'}${a.disabledAt ? ', disabled' : ''}`;

/** '15' or '12.5' percent as basis points. */
function basisPoints(values: OptionValues): number | undefined {
  const text = values['max-discount'];
  if (text === undefined) return undefined;
  const percent = Number(text);
  if (typeof text !== 'string' || !/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) || percent > 100) {
    throw new AdminError('--max-discount is a percentage from 0 to 100, e.g. 15 or 12.5');
  }
  return Math.round(percent * 100);
}

function agencyName(values: OptionValues): string | undefined {
  if (values.name === undefined) return undefined;
  const name = String(values.name).trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) throw new AdminError(`--name takes 1 to ${NAME_MAX_LENGTH} characters`);
  return name;
}

async function existingAgency(ctx: AdminContext, values: OptionValues): Promise<AgencyRow> {
  const key = requiredOption(values, 'agency');
  const agency = await agencyByIdOrName(ctx.db, key);
  if (!agency) throw new AdminError(`No agency ${key} (list them with list-agencies)`);
  return agency;
}

const createAgency: AdminCommand = {
  name: 'create-agency',
  usage: 'create-agency --name NAME [--max-discount PERCENT] [--on-account]',
  summary: 'Adds an agency (discounts up to 0% and no booking on account unless given)',
  options: { name: { type: 'string' }, 'max-discount': { type: 'string' }, 'on-account': { type: 'boolean' } },
  async run(ctx, values) {
    const name = agencyName(values);
    if (!name) throw new AdminError('--name is required');
    if (await agencyByIdOrName(ctx.db, name)) throw new AdminError(`An agency named ${name} exists already`);
    const [row] = await ctx.db.insert(agencies).values({
      id: newAgencyId(), name, maxDiscountBasisPoints: basisPoints(values) ?? 0, mayBookOnAccount: values['on-account'] === true,
      createdAt: ctx.now, updatedAt: ctx.now,
    }).returning();
    return { text: `Created ${describe(row)}.`, json: agencyJson(row) };
  },
};

const updateAgency: AdminCommand = {
  name: 'update-agency',
  usage: 'update-agency --agency ID|NAME [--name NAME] [--max-discount PERCENT] [--on-account | --no-on-account]',
  summary: "Changes an agency's name, discount limit or booking on account",
  options: { agency: { type: 'string' }, name: { type: 'string' }, 'max-discount': { type: 'string' }, 'on-account': { type: 'boolean' }, 'no-on-account': { type: 'boolean' } },
  async run(ctx, values) {
    const agency = await existingAgency(ctx, values);
    if (values['on-account'] && values['no-on-account']) throw new AdminError('Give --on-account or --no-on-account, not both');
    const onAccount = values['on-account'] ? true : values['no-on-account'] ? false : undefined;
    const [row] = await ctx.db.update(agencies).set({
      name: agencyName(values), maxDiscountBasisPoints: basisPoints(values), mayBookOnAccount: onAccount, updatedAt: ctx.now,
    }).where(eq(agencies.id, agency.id)).returning();
    return { text: `Updated ${describe(row)}.`, json: agencyJson(row) };
  },
};

const listAgenciesCommand: AdminCommand = {
  name: 'list-agencies',
  usage: 'list-agencies',
  summary: 'Lists every agency',
  options: {},
  async run(ctx) {
    const rows = await listAgencies(ctx.db);
    return { text: rows.length === 0 ? 'No agencies yet.' : rows.map(describe).join('\n'), json: rows.map(agencyJson) };
  },
};

const setDisabled = (disable: boolean): AdminCommand => ({
  name: disable ? 'disable-agency' : 'enable-agency',
  usage: `${disable ? 'disable-agency' : 'enable-agency'} --agency ID|NAME`,
  summary: disable ? "Stops every agent of an agency signing in, reserving and refreshing" : 'Lets a disabled agency work again',
  options: { agency: { type: 'string' } },
  async run(ctx, values) {
    const agency = await existingAgency(ctx, values);
    const [row] = await ctx.db.update(agencies).set({ disabledAt: disable ? (agency.disabledAt ?? ctx.now) : null, updatedAt: ctx.now })
      .where(eq(agencies.id, agency.id)).returning();
    return { text: `${describe(row)}.`, json: agencyJson(row) };
  },
});

export const AGENCY_COMMANDS: AdminCommand[] = [createAgency, updateAgency, listAgenciesCommand, setDisabled(true), setDisabled(false)];
