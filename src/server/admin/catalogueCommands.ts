// `catalogue export FILE` and `catalogue import FILE [--dry-run]`: the catalogue as one JSON document, through the
// same import (checks, versions, audit) as the demo catalogue and the office's editor.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { changeCount, describeDiff, parseCatalogueFile } from '../../domain/catalogueImport';
import { describeProblem } from '../../domain/catalogueRules';
import { CatalogueRefused, exportCatalogue, importCatalogue } from '../catalogue/catalogueImport';
import { AdminError, type AdminCommand } from './adminCommand';

/** Problems listed in full up to this many; a file with more is far from right, and the first ones say why. */
const PROBLEMS_SHOWN = 50;

const refusal = (problems: { list: string; id: string; path: string; message: string }[]) => new AdminError([
  `Nothing was imported: ${problems.length} problem(s) in the file.`,
  ...problems.slice(0, PROBLEMS_SHOWN).map((p) => `  ${describeProblem(p as never)}`),
  ...(problems.length > PROBLEMS_SHOWN ? [`  … and ${problems.length - PROBLEMS_SHOWN} more`] : []),
].join('\n'));

const exportCommand: AdminCommand = {
  name: 'catalogue export',
  usage: 'catalogue export FILE',
  summary: 'Writes the whole catalogue (boats, rates, calendars, stops, pick-ups, pages, settings) to FILE as JSON',
  options: {},
  positionals: ['file'],
  async run(ctx, values) {
    const file = String(values.file);
    const document = await exportCatalogue(ctx.db);
    const partial = `${file}.partial`;
    try {
      await writeFile(partial, `${JSON.stringify(document, null, 2)}\n`);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw new AdminError(`${file} cannot be written: ${(error as Error).message}`);
    }
    const boats = document.boats?.length ?? 0;
    return { text: `Exported the catalogue to ${file} (${boats} boats, ${document.calendars?.length ?? 0} calendars). Import it with: npm run admin -- catalogue import ${file}`, json: { file, boats } };
  },
};

const importCommand: AdminCommand = {
  name: 'catalogue import',
  usage: 'catalogue import FILE [--dry-run]',
  summary: 'Adds and updates the documents of FILE (a catalogue export), all or nothing; --dry-run lists what would change',
  options: { 'dry-run': { type: 'boolean' } },
  positionals: ['file'],
  async run(ctx, values) {
    const file = String(values.file);
    const text = await readFile(file, 'utf8').catch(() => {
      throw new AdminError(`${file} cannot be read.`);
    });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new AdminError(`${file} is not JSON: ${(error as Error).message}`);
    }
    const parsed = parseCatalogueFile(json);
    if (!parsed.ok) throw refusal(parsed.problems);
    const dryRun = values['dry-run'] === true;
    const answer = await importCatalogue(ctx.db, parsed.file, { dryRun, actor: 'admin-command', now: ctx.now }).catch((error: unknown) => {
      throw error instanceof CatalogueRefused ? refusal(error.problems) : error;
    });
    const count = changeCount(answer.diff);
    const head = dryRun
      ? (count === 0 ? 'Nothing would change.' : `Would change ${count} document(s) (nothing is written in a dry run):`)
      : (count === 0 ? 'Nothing changed: the catalogue already matches the file.' : `Imported ${count} document(s):`);
    return { text: [head, ...describeDiff(answer.diff).map((l) => `  ${l}`)].join('\n'), json: answer };
  },
};

export const CATALOGUE_COMMANDS: AdminCommand[] = [exportCommand, importCommand];
