// Reading a catalogue file and working out what importing it would change: pure, so that the dry run, the import and
// the tests read the same answer. A document in the file replaces the one with its id (or is added); documents the
// file does not name stay as they are.
import { validate, type Struct } from 'superstruct';
import {
  boatCalendar,
  CATALOGUE_LIST_NAMES,
  CATALOGUE_LISTS,
  catalogueFileHeader,
  defaultCalendar,
  type BoatCalendar,
  type Catalogue,
  type CatalogueFile,
  type CatalogueListName,
} from './catalogueDocument';
import { catalogueProblems, type CatalogueProblem } from './catalogueRules';
import { photoInFile } from './photos';
import { fieldErrors } from '../schema/validation';

export type ParsedFile = { ok: true; file: CatalogueFile } | { ok: false; problems: CatalogueProblem[] };

type ListOrCalendars = CatalogueListName | 'calendars';
const idOf = (list: ListOrCalendars, doc: unknown): string => {
  const d = doc as Record<string, unknown>;
  const id = list === 'calendars' ? d?.calendarId : CATALOGUE_LISTS[list].id(d as never);
  return typeof id === 'string' && id !== '' ? id : '(no id)';
};

/** The file's lists checked document by document, so that every bad field of every document is named. */
export function parseCatalogueFile(value: unknown): ParsedFile {
  const problems: CatalogueProblem[] = [];
  const header = validate(value, catalogueFileHeader);
  if (header[0]) {
    const message =
      'This is not a catalogue file of this version: it starts with "format": "charter-catalogue", "version": 1 (write one with `catalogue export`)';
    return { ok: false, problems: [{ list: 'countries', id: '(file)', path: '', message }] };
  }
  const raw = value as Record<string, unknown>;
  const known = new Set<string>(['format', 'version', 'calendars', ...CATALOGUE_LIST_NAMES, 'photos']);
  for (const key of Object.keys(raw)) {
    if (!known.has(key))
      problems.push({
        list: 'countries',
        id: '(file)',
        path: key,
        message: `Unknown list ${key.slice(0, 40)}: the lists are ${[...known].slice(3).join(', ')}, calendars`,
      });
  }
  const file: CatalogueFile = { format: 'charter-catalogue', version: 1 };
  for (const list of [...CATALOGUE_LIST_NAMES, 'calendars'] as ListOrCalendars[]) {
    if (raw[list] === undefined) continue;
    if (!Array.isArray(raw[list])) {
      problems.push({ list, id: '(file)', path: '', message: `${list} must be a list` });
      continue;
    }
    const schema = (list === 'calendars' ? boatCalendar : CATALOGUE_LISTS[list].schema) as Struct<unknown>;
    const docs: unknown[] = [];
    for (const doc of raw[list] as unknown[]) {
      const [error, checked] = validate(doc, schema);
      if (error)
        for (const e of fieldErrors(error))
          problems.push({ list, id: idOf(list, doc), path: e.path, message: e.message });
      else docs.push(checked);
    }
    (file as unknown as Record<string, unknown[]>)[list] = docs;
  }
  if (raw.photos !== undefined) {
    if (!Array.isArray(raw.photos))
      problems.push({ list: 'photos', id: '(file)', path: '', message: 'photos must be a list' });
    else {
      file.photos = [];
      for (const photo of raw.photos as unknown[]) {
        const [error, checked] = validate(photo, photoInFile);
        const id =
          typeof (photo as { id?: unknown })?.id === 'string'
            ? String((photo as { id: string }).id).slice(0, 40)
            : '(no id)';
        if (error)
          for (const e of fieldErrors(error)) problems.push({ list: 'photos', id, path: e.path, message: e.message });
        else file.photos.push(checked);
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, file };
}

/** JSON with keys in order: two documents are the same when their texts are. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface ListChanges {
  added: string[];
  /** Each changed document with its changed top-level fields. */
  changed: { id: string; fields: string[] }[];
  unchanged: number;
}
export type CatalogueDiff = Partial<Record<ListOrCalendars, ListChanges>>;

export interface ImportPlan {
  /** The catalogue as it would be after the import. */
  catalogue: Catalogue;
  diff: CatalogueDiff;
  /** Documents to write, by list, with their position in the list. */
  writes: { list: CatalogueListName; doc: unknown; position: number }[];
  calendarWrites: BoatCalendar[];
  problems: CatalogueProblem[];
}

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => canonicalJson(before[k]) !== canonicalJson(after[k]))
    .sort();

/**
 * What importing `file` over `current` does. `positions` holds each current document's position ('list/id'); a
 * document in the file takes its place in the file's list.
 */
export function planImport(
  current: Catalogue,
  file: CatalogueFile,
  positions: Map<string, number> = new Map(),
): ImportPlan {
  const catalogue: Catalogue = { ...current };
  const diff: CatalogueDiff = {};
  const writes: ImportPlan['writes'] = [];
  for (const list of CATALOGUE_LIST_NAMES) {
    const incoming = file[list] as unknown[] | undefined;
    if (!incoming) continue;
    const spec = CATALOGUE_LISTS[list];
    const merged = new Map((current[list] as unknown[]).map((d) => [spec.id(d as never), d]));
    const changes: ListChanges = { added: [], changed: [], unchanged: 0 };
    incoming.forEach((doc, position) => {
      const id = spec.id(doc as never);
      const before = merged.get(id);
      const moved = positions.get(`${list}/${id}`) !== position;
      if (!before) changes.added.push(id);
      else if (canonicalJson(before) !== canonicalJson(doc))
        changes.changed.push({ id, fields: changedFields(before as never, doc as never) });
      else if (!moved) {
        changes.unchanged += 1;
        return;
      } else changes.changed.push({ id, fields: ['position'] });
      merged.set(id, doc);
      writes.push({ list, doc, position });
    });
    (catalogue as unknown as Record<string, unknown[]>)[list] = [...merged.values()];
    diff[list] = changes;
  }

  const calendars = new Map(current.calendars.map((c) => [c.calendarId, c]));
  const calendarWrites: BoatCalendar[] = [];
  const calendarChanges: ListChanges = { added: [], changed: [], unchanged: 0 };
  const putCalendar = (cal: BoatCalendar) => {
    const before = calendars.get(cal.calendarId);
    if (!before) calendarChanges.added.push(cal.calendarId);
    else if (canonicalJson(before) !== canonicalJson(cal))
      calendarChanges.changed.push({ id: cal.calendarId, fields: changedFields(before as never, cal as never) });
    else {
      calendarChanges.unchanged += 1;
      return;
    }
    calendars.set(cal.calendarId, cal);
    calendarWrites.push(cal);
  };
  for (const cal of file.calendars ?? []) putCalendar(cal);
  // A boat new to the catalogue without hours of its own sails the default hours until the office sets them.
  const zones = new Map(catalogue.countries.map((c) => [c._id, c.timezone]));
  for (const boat of catalogue.boats) {
    if (!calendars.has(boat.calendarId)) putCalendar(defaultCalendar(boat, zones.get(boat.countryId) ?? 'UTC'));
  }
  catalogue.calendars = [...calendars.values()];
  if (file.calendars || calendarWrites.length > 0) diff.calendars = calendarChanges;

  return { catalogue, diff, writes, calendarWrites, problems: catalogueProblems(catalogue) };
}

/** The diff as lines a person reads: 'boats: 1 added (sea-breeze), 2 changed (island-time: pricing), 6 unchanged'. */
export function describeDiff(diff: CatalogueDiff): string[] {
  return Object.entries(diff).map(([list, c]) => {
    const parts: string[] = [];
    if (c.added.length) parts.push(`${c.added.length} added (${c.added.join(', ')})`);
    if (c.changed.length)
      parts.push(`${c.changed.length} changed (${c.changed.map((x) => `${x.id}: ${x.fields.join(', ')}`).join('; ')})`);
    parts.push(`${c.unchanged} unchanged`);
    return `${list}: ${parts.join(', ')}`;
  });
}

export const changeCount = (diff: CatalogueDiff) =>
  Object.values(diff).reduce((n, c) => n + c.added.length + c.changed.length, 0);
