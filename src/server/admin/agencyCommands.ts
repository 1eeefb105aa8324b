// Agencies: an agency has a name, the largest discount its agents may give and whether it may book on account.
import type { AgencyRow } from '../db/authSchema';
import { agencyByIdOrName, agencySummaryOf, listAgencies } from '../auth/userStore';
import { createAgency, updateAgency, type PeopleAct } from '../people/people';
import {
  AdminError,
  asAdminError,
  requiredOption,
  type AdminCommand,
  type AdminContext,
  type OptionValues,
} from './adminCommand';

const agencyJson = (a: AgencyRow) => ({
  ...agencySummaryOf(a),
  disabled: a.disabledAt !== null,
  createdAt: a.createdAt.toISOString(),
});
const describe = (a: AgencyRow) =>
  `${a.name} (${a.id}): discounts up to ${a.maxDiscountBasisPoints / 100}%, ${a.mayBookOnAccount ? 'may book on account' : 'guests pay by link'}${a.disabledAt ? ', disabled' : ''}`;

/** '15' or '12.5' percent (the shared rules check its range). */
function percent(values: OptionValues): number | undefined {
  const text = values['max-discount'];
  if (text === undefined) return undefined;
  if (typeof text !== 'string' || !/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()))
    throw new AdminError('--max-discount is a percentage from 0 to 100, e.g. 15 or 12.5');
  return Number(text);
}

const nameOf = (values: OptionValues) => (values.name === undefined ? undefined : String(values.name));
const act = (ctx: AdminContext): PeopleAct => ({ actor: 'admin-command', now: ctx.now });

async function existingAgency(ctx: AdminContext, values: OptionValues): Promise<AgencyRow> {
  const key = requiredOption(values, 'agency');
  const agency = await agencyByIdOrName(ctx.db, key);
  if (!agency) throw new AdminError(`No agency ${key} (list them with list-agencies)`);
  return agency;
}

const createAgencyCommand: AdminCommand = {
  name: 'create-agency',
  usage: 'create-agency --name NAME [--max-discount PERCENT] [--on-account]',
  summary: 'Adds an agency (discounts up to 0% and no booking on account unless given)',
  options: { name: { type: 'string' }, 'max-discount': { type: 'string' }, 'on-account': { type: 'boolean' } },
  async run(ctx, values) {
    const name = nameOf(values);
    if (!name) throw new AdminError('--name is required');
    const row = await asAdminError(
      createAgency(
        ctx.db,
        { name, maxDiscountPercent: percent(values), mayBookOnAccount: values['on-account'] === true },
        act(ctx),
      ),
    );
    return { text: `Created ${describe(row)}.`, json: agencyJson(row) };
  },
};

const updateAgencyCommand: AdminCommand = {
  name: 'update-agency',
  usage: 'update-agency --agency ID|NAME [--name NAME] [--max-discount PERCENT] [--on-account | --no-on-account]',
  summary: "Changes an agency's name, discount limit or booking on account",
  options: {
    agency: { type: 'string' },
    name: { type: 'string' },
    'max-discount': { type: 'string' },
    'on-account': { type: 'boolean' },
    'no-on-account': { type: 'boolean' },
  },
  async run(ctx, values) {
    const agency = await existingAgency(ctx, values);
    if (values['on-account'] && values['no-on-account'])
      throw new AdminError('Give --on-account or --no-on-account, not both');
    const onAccount = values['on-account'] ? true : values['no-on-account'] ? false : undefined;
    const row = await asAdminError(
      updateAgency(
        ctx.db,
        agency.id,
        { name: nameOf(values), maxDiscountPercent: percent(values), mayBookOnAccount: onAccount },
        act(ctx),
      ),
    );
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
  summary: disable
    ? 'Stops every agent of an agency signing in, reserving and refreshing'
    : 'Lets a disabled agency work again',
  options: { agency: { type: 'string' } },
  async run(ctx, values) {
    const agency = await existingAgency(ctx, values);
    const row = await asAdminError(updateAgency(ctx.db, agency.id, { disabled: disable }, act(ctx)));
    return { text: `${describe(row)}.`, json: agencyJson(row) };
  },
});

export const AGENCY_COMMANDS: AdminCommand[] = [
  createAgencyCommand,
  updateAgencyCommand,
  listAgenciesCommand,
  setDisabled(true),
  setDisabled(false),
];
