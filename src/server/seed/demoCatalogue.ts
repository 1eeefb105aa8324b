// The Grand Cayman demo catalogue: a catalogue file like any company's (cayman/catalogue.json, its drawings under
// public/images), loaded through the same import into an empty database so that the first `npm start` shows a working
// site. With APP_ENV=PROD nothing is loaded: a company starts from an empty catalogue.
import { parseCatalogueFile, describeProblem, type CatalogueFile } from '../../domain/catalogue';
import type { Db } from '../db/client';
import { catalogueIsEmpty, importCatalogue } from '../catalogue/catalogueImport';
import demoFile from './cayman/catalogue.json';

/** The demo file, checked by the same schemas as any import. */
export function demoCatalogue(): CatalogueFile {
  const parsed = parseCatalogueFile(demoFile);
  if (!parsed.ok)
    throw new Error(
      `The demo catalogue does not pass its own schemas:\n${parsed.problems.map(describeProblem).join('\n')}`,
    );
  return parsed.file;
}

/** Loads the demo into an empty catalogue outside PROD; true when it did. */
export async function loadDemoCatalogue(db: Db, appEnv: 'TEST' | 'PROD', now: Date): Promise<boolean> {
  if (appEnv === 'PROD' || !(await catalogueIsEmpty(db))) return false;
  await importCatalogue(db, demoCatalogue(), { dryRun: false, actor: 'system', now });
  return true;
}
