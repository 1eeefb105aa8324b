// `catalogue export FILE` and `catalogue import FILE [--dry-run]`: the catalogue as one JSON document; `export-boats`
// and `import-boats`: its boats and rates as a spreadsheet. All through the same import (checks, versions, audit) as
// the demo catalogue and the office's editor.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { changeCount, describeDiff, parseCatalogueFile, describeProblem } from '../../domain/catalogue';
import { boatsCsv, importBoatsCsv } from '../catalogue/boatsCsvImport';
import { CatalogueRefused, exportCatalogue, importCatalogue, type ImportAnswer } from '../catalogue/catalogueImport';
import { AdminError, type AdminCommand } from './adminCommand';

/** Problems listed in full up to this many; a file with more is far from right, and the first ones say why. */
const PROBLEMS_SHOWN = 50;

const refusal = (problems: { list: string; id: string; path: string; message: string }[]) =>
  new AdminError(
    [
      `Nothing was imported: ${problems.length} problem(s) in the file.`,
      ...problems.slice(0, PROBLEMS_SHOWN).map((p) => `  ${describeProblem(p as never)}`),
      ...(problems.length > PROBLEMS_SHOWN ? [`  … and ${problems.length - PROBLEMS_SHOWN} more`] : []),
    ].join('\n'),
  );

const exportCommand: AdminCommand = {
  name: 'catalogue export',
  usage: 'catalogue export FILE',
  summary: 'Writes the whole catalogue (boats, rates, calendars, stops, pick-ups, pages, settings) to FILE as JSON',
  options: {},
  positionals: ['file'],
  async run(ctx, values) {
    const file = String(values.file);
    const document = await exportCatalogue(ctx.db);
    await writeWhole(file, `${JSON.stringify(document, null, 2)}\n`);
    const boats = document.boats?.length ?? 0;
    const photos = document.photos?.length ?? 0;
    return {
      text: `Exported the catalogue to ${file} (${boats} boats, ${document.calendars?.length ?? 0} calendars, ${photos} uploaded photos). Import it with: npm run admin -- catalogue import ${file}`,
      json: { file, boats },
    };
  },
};

const readText = (file: string) =>
  readFile(file, 'utf8').catch(() => {
    throw new AdminError(`${file} cannot be read.`);
  });

async function writeWhole(file: string, text: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, text);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new AdminError(`${file} cannot be written: ${(error as Error).message}`);
  }
}

/** What an import (or its dry run) did, as the office reads it. */
function importReport(answer: ImportAnswer): string {
  const count = changeCount(answer.diff);
  const head = answer.dryRun
    ? count === 0
      ? 'Nothing would change.'
      : `Would change ${count} document(s) (nothing is written in a dry run):`
    : count === 0
      ? 'Nothing changed: the catalogue already matches the file.'
      : `Imported ${count} document(s):`;
  const photos =
    answer.photosAdded.length === 0
      ? []
      : [
          `  photos: ${answer.photosAdded.length} ${answer.dryRun ? 'would be added' : 'added'} (their sizes made here)`,
        ];
  return [head, ...describeDiff(answer.diff).map((l) => `  ${l}`), ...photos].join('\n');
}

const refused = (error: unknown) => {
  throw error instanceof CatalogueRefused ? refusal(error.problems) : error;
};

const importCommand: AdminCommand = {
  name: 'catalogue import',
  usage: 'catalogue import FILE [--dry-run]',
  summary:
    'Adds and updates the documents of FILE (a catalogue export), all or nothing; --dry-run lists what would change',
  options: { 'dry-run': { type: 'boolean' } },
  positionals: ['file'],
  async run(ctx, values) {
    const file = String(values.file);
    const text = await readText(file);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new AdminError(`${file} is not JSON: ${(error as Error).message}`);
    }
    const parsed = parseCatalogueFile(json);
    if (!parsed.ok) throw refusal(parsed.problems);
    const answer = await importCatalogue(ctx.db, parsed.file, {
      dryRun: values['dry-run'] === true,
      actor: 'admin-command',
      now: ctx.now,
    }).catch(refused);
    return { text: importReport(answer), json: answer };
  },
};

const exportBoatsCommand: AdminCommand = {
  name: 'catalogue export-boats',
  usage: 'catalogue export-boats FILE',
  summary: 'Writes the boats and their rates to FILE as a spreadsheet (CSV): a row per boat',
  options: {},
  positionals: ['file'],
  async run(ctx, values) {
    const file = String(values.file);
    await writeWhole(file, await boatsCsv(ctx.db));
    return {
      text: `Wrote the boats and rates to ${file}. Change it in a spreadsheet, then: npm run admin -- catalogue import-boats ${file} --dry-run`,
      json: { file },
    };
  },
};

const importBoatsCommand: AdminCommand = {
  name: 'catalogue import-boats',
  usage: 'catalogue import-boats FILE [--dry-run]',
  summary: 'Adds and updates boats and rates from a spreadsheet (CSV, the columns of export-boats), all or nothing',
  options: { 'dry-run': { type: 'boolean' } },
  positionals: ['file'],
  async run(ctx, values) {
    const answer = await importBoatsCsv(ctx.db, await readText(String(values.file)), {
      dryRun: values['dry-run'] === true,
      actor: 'admin-command',
      now: ctx.now,
    }).catch(refused);
    return { text: importReport(answer), json: answer };
  },
};

export const CATALOGUE_COMMANDS: AdminCommand[] = [
  exportCommand,
  importCommand,
  exportBoatsCommand,
  importBoatsCommand,
];
