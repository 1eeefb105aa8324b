// Boats and rates as a spreadsheet (issue #58: 'a company moving from a spreadsheet'): one row per boat, one column per
// field an office keeps in a sheet. Written from the catalogue (the template an office fills in) and read back into
// whole boat documents, which then go through the catalogue import (the same checks, diff, all or nothing).
// A row names its boat by url title: a known one is updated in the columns the sheet has (an empty cell keeps the
// field, except a rate: a sheet with a rate's column says every rate the boat has), an unknown one is added.
import type { Boat, PricingEntry, PricingValue } from './catalogue';
import { CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION, type Catalogue, type CatalogueFile } from './catalogueDocument';
import { newBoat, newBoatIds, urlTitleOf } from './catalogueEdits';
import type { CatalogueProblem } from './catalogueRules';
import { csvCellText, type CsvValue } from '../schema/csv';
import { centsOfDollars } from '../texts/money';
import { toE164 } from '../phone/phone';
import { defined } from '../schema/defined';

const HOUR_COLUMNS: [string, PricingValue][] = [
  ['2 hours', 'TWO_HOURS'],
  ['3 hours', 'THREE_HOURS'],
  ['4 hours', 'FOUR_HOURS'],
  ['5 hours', 'FIVE_HOURS'],
  ['6 hours', 'SIX_HOURS'],
  ['7 hours', 'SEVEN_HOURS'],
  ['8 hours', 'EIGHT_HOURS'],
  ['9 hours', 'NINE_HOURS'],
  ['10 hours', 'TEN_HOURS'],
  ['each additional hour', 'EACH_ADDITIONAL_HOUR'],
];
const GUESTS_COLUMN = 'each additional guest';
const RATE_COLUMNS = new Set([...HOUR_COLUMNS.map(([h]) => h), GUESTS_COLUMN]);

const BOAT_CSV_COLUMNS = [
  'url title',
  'name',
  'description',
  'max guests',
  'max hours',
  'over guests',
  'cruising speed (knots)',
  'length (ft)',
  'maker',
  'model',
  'captain',
  'captain phone',
  'main pick-up',
  'main dock',
  'regions',
  'stops',
  ...HOUR_COLUMNS.map(([h]) => h),
  GUESTS_COLUMN,
  'late morning times',
  'late morning fee',
] as const;
type Column = (typeof BOAT_CSV_COLUMNS)[number];

const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
const LIST_SEPARATOR = /\s*[;|]\s*/;
const listOf = (cell: string) => cell.split(LIST_SEPARATOR).filter(Boolean);

/** The catalogue's boats as rows under BOAT_CSV_COLUMNS (its template, and what an office edits and imports back). */
export function boatsToCsvRows(catalogue: Catalogue): CsvValue[][] {
  const name = (list: { _id: string; name: string }[], id: string) => list.find((x) => x._id === id)?.name ?? id;
  const rows = catalogue.boats.map((boat) => {
    const rate = (value: PricingValue) => boat.pricing.find((p) => p.value === value);
    const cells: Record<Column, CsvValue> = {
      'url title': boat.urlTitle,
      name: boat.name,
      description: boat.description,
      'max guests': boat.maxGuests,
      'max hours': boat.maxHours,
      'over guests': boat.overGuests,
      'cruising speed (knots)': boat.cruisingSpeedKnots,
      'length (ft)': boat.boatInfo.size,
      maker: boat.boatInfo.madeBy,
      model: boat.boatInfo.boatModel,
      captain: boat.boatInfo.boatCaptain.name,
      'captain phone': boat.boatInfo.boatCaptain.phone,
      'main pick-up': name(catalogue.pickUpLocations, boat.pickUpLocations.main.location),
      'main dock': boat.pickUpLocations.main.dock,
      regions: boat.regions.map((r) => r.name).join('; '),
      stops: boat.activities.map((id) => name(catalogue.activities, id)).join('; '),
      ...(Object.fromEntries(
        HOUR_COLUMNS.map(([h, value]) => {
          const r = rate(value);
          return [h, r ? dollars(r.price) : ''];
        }),
      ) as Record<string, CsvValue>),
      [GUESTS_COLUMN]: boat.pricing
        .filter((p) => p.value === 'EACH_ADDITIONAL_GUEST')
        .map((p) => (p.from === undefined ? dollars(p.price) : `${p.from}-${p.to}: ${dollars(p.price)}`))
        .join('; '),
      'late morning times': boat.lateMorningTimes.join('; '),
      'late morning fee': boat.lateMorningFee ? dollars(boat.lateMorningFee) : '',
    } as Record<Column, CsvValue>;
    return BOAT_CSV_COLUMNS.map((c) => defined(cells[c], `the boat's ${c} cell`));
  });
  return [[...BOAT_CSV_COLUMNS], ...rows];
}

export type BoatsFromCsv = { ok: true; file: CatalogueFile } | { ok: false; problems: CatalogueProblem[] };

const headerKey = (text: string) => csvCellText(text).trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The sheet's rows (the first is the header) over the catalogue's boats: a catalogue file of every boat, in the
 * catalogue's order with the new ones after, or each cell that cannot be read ('row 3, 2 hours: …').
 */
export function boatsFromCsvRows(rows: readonly (readonly string[])[], catalogue: Catalogue): BoatsFromCsv {
  const problems: CatalogueProblem[] = [];
  const say = (id: string, path: string, message: string) => problems.push({ list: 'boats', id, path, message });
  const [header = [], ...body] = rows;
  const columns = header.map(headerKey);
  const known = new Set<string>(BOAT_CSV_COLUMNS);
  columns.forEach((c, i) => {
    if (c !== '' && !known.has(c))
      say('(file)', '', `Column ${i + 1} '${c.slice(0, 40)}' is not one of: ${BOAT_CSV_COLUMNS.join(', ')}`);
  });
  if (!columns.includes('url title') && !columns.includes('name'))
    say('(file)', '', "The first row names the columns; it needs 'url title' or 'name'");
  const country = catalogue.countries[0];
  if (!country) say('(file)', '', "Add the company's country first (Catalogue, Company): a boat belongs to one");
  if (problems.length > 0 || !country) return { ok: false, problems };

  const byUrlTitle = new Map(catalogue.boats.map((b) => [b.urlTitle, b]));
  const changed = new Map<string, Boat>();
  const added: Boat[] = [];
  const hasRates = columns.some((c) => RATE_COLUMNS.has(c));
  body.forEach((cells, index) => {
    const row = new Map(columns.map((c, i) => [c, csvCellText(cells[i] ?? '').trim()]));
    if ([...row.values()].every((v) => v === '')) return;
    const where = `row ${index + 2}`;
    const urlTitle = row.get('url title') || urlTitleOf(row.get('name') ?? '');
    if (!urlTitle) return say(where, '', `${where}: give the boat's url title or name`);
    const current = byUrlTitle.get(urlTitle);
    if (changed.has(urlTitle) || added.some((b) => b.urlTitle === urlTitle))
      return say(urlTitle, '', `${where}: ${urlTitle} is already in an earlier row`);
    const boat = JSON.parse(
      JSON.stringify(current ?? { ...newBoat(country._id, ''), urlTitle, ...newBoatIds(urlTitle) }),
    ) as Boat;
    const cellProblem = (column: string, message: string) => say(urlTitle, '', `${where}, ${column}: ${message}`);
    applyCells(boat, row, catalogue, cellProblem, country.code);
    if (hasRates) boat.pricing = ratesOf(row, columns, cellProblem);
    if (current) changed.set(urlTitle, boat);
    else added.push(boat);
  });
  if (problems.length > 0) return { ok: false, problems };
  const boats = [...catalogue.boats.map((b) => changed.get(b.urlTitle) ?? b), ...added];
  return { ok: true, file: { format: CATALOGUE_FORMAT, version: CATALOGUE_FORMAT_VERSION, boats } };
}

type Say = (column: string, message: string) => void;

function applyCells(boat: Boat, row: Map<string, string>, catalogue: Catalogue, say: Say, countryCode: string): void {
  const text = (column: Column, set: (value: string) => void) => {
    const v = row.get(column);
    if (v) set(v);
  };
  const whole = (column: Column, set: (n: number) => void, min = 1) =>
    text(column, (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) say(column, `'${v}' is not a whole number of at least ${min}`);
      else set(n);
    });
  const find = <T extends { _id: string; name: string }>(
    list: readonly T[],
    wanted: string,
    ...ids: ((x: T) => string)[]
  ) =>
    list.find(
      (x) => x._id === wanted || x.name.toLowerCase() === wanted.toLowerCase() || ids.some((id) => id(x) === wanted),
    );
  text('name', (v) => {
    boat.name = v;
  });
  text('description', (v) => {
    boat.description = v;
  });
  whole('max guests', (n) => {
    boat.maxGuests = n;
  });
  whole(
    'max hours',
    (n) => {
      boat.maxHours = n;
    },
    2,
  );
  whole(
    'over guests',
    (n) => {
      boat.overGuests = n;
    },
    0,
  );
  whole('length (ft)', (n) => {
    boat.boatInfo.size = n;
  });
  text('cruising speed (knots)', (v) => {
    const n = Number(v);
    if (!(n >= 1)) say('cruising speed (knots)', `'${v}' is not a speed in knots`);
    else boat.cruisingSpeedKnots = n;
  });
  text('maker', (v) => {
    boat.boatInfo.madeBy = v;
  });
  text('model', (v) => {
    boat.boatInfo.boatModel = v;
  });
  text('captain', (v) => {
    boat.boatInfo.boatCaptain.name = v;
  });
  text('captain phone', (v) => {
    const e164 = toE164(v, countryCode);
    if (!e164) say('captain phone', `'${v}' is not a phone number`);
    else boat.boatInfo.boatCaptain.phone = e164;
  });
  text('main pick-up', (v) => {
    const place = find(catalogue.pickUpLocations, v, (p) => p.pickupId);
    if (!place) say('main pick-up', `no pick-up point is called '${v}'`);
    else boat.pickUpLocations.main.location = place._id;
  });
  text('main dock', (v) => {
    boat.pickUpLocations.main.dock = v;
  });
  text('regions', (v) => {
    const regions = listOf(v).map((name) => ({ name, region: find(catalogue.regions, name) }));
    for (const r of regions) if (!r.region) say('regions', `no region is called '${r.name}'`);
    // A region the boat had keeps its entry as stored; a new one is copied from the region.
    boat.regions = regions.flatMap(({ region: r }) =>
      r
        ? [boat.regions.find((x) => x._id === r._id) ?? { _id: r._id, name: r.name, email: r.email, phone: r.phone }]
        : [],
    );
  });
  text('stops', (v) => {
    const stops = listOf(v).map((name) => ({ name, stop: find(catalogue.activities, name, (a) => a.activityId) }));
    for (const s of stops) if (!s.stop) say('stops', `no stop is called '${s.name}'`);
    boat.activities = stops.flatMap(({ stop }) => (stop ? [stop._id] : []));
  });
  text('late morning times', (v) => {
    const times = listOf(v);
    const bad = times.find((t) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(t));
    if (bad) say('late morning times', `'${bad}' is not a time as 11:00`);
    else boat.lateMorningTimes = times;
  });
  text('late morning fee', (v) => {
    const c = centsOfDollars(v);
    if (c === undefined) say('late morning fee', `'${v}' is not an amount in dollars`);
    else boat.lateMorningFee = c;
  });
}

function ratesOf(row: Map<string, string>, columns: string[], say: Say): PricingEntry[] {
  const rates: PricingEntry[] = [];
  for (const [column, value] of HOUR_COLUMNS) {
    const cell = row.get(column);
    if (!columns.includes(column) || !cell) continue;
    const price = centsOfDollars(cell);
    if (price === undefined) say(column, `'${cell}' is not an amount in dollars`);
    else rates.push({ value, price });
  }
  // '25' for every guest over the boat's party, or by ranges: '9-12: 50; 13-20: 60'.
  for (const part of listOf(row.get(GUESTS_COLUMN) ?? '')) {
    const ranged = /^(\d+)\s*-\s*(\d+)\s*:\s*(.+)$/.exec(part);
    const price = centsOfDollars(ranged?.[3] ?? part);
    if (price === undefined) say(GUESTS_COLUMN, `'${part}' is not an amount, or a range and an amount, as 9-12: 50`);
    else
      rates.push({
        value: 'EACH_ADDITIONAL_GUEST',
        price,
        ...(ranged ? { from: Number(ranged[1]), to: Number(ranged[2]) } : {}),
      });
  }
  return rates;
}
