// Loads a test catalogue through the product's import (the same checks as a company's file): a fixture without
// calendars gets each boat's default hours and the fleet's blackout days, which the slot tests read.
import { type BoatCalendar, type CatalogueLists, defaultCalendar, describeProblem } from '../../src/domain/catalogue';
import type { Db } from '../../src/server/db/client';
import { CatalogueRefused, importCatalogue } from '../../src/server/catalogue/catalogueImport';

export type CatalogueSeed = CatalogueLists & { calendars?: BoatCalendar[] };

/** Days the whole test fleet stays in harbour. */
export const FLEET_BLACKOUTS = [
  { day: '2026-12-25', note: 'Christmas Day' },
  { day: '2027-01-01', note: "New Year's Day" },
  { day: '2027-12-25', note: 'Christmas Day' },
  { day: '2028-01-01', note: "New Year's Day" },
];

export function fixtureCalendars(seed: CatalogueLists): BoatCalendar[] {
  const zones = new Map(seed.countries.map((c) => [c._id, c.timezone]));
  const calendars = new Map<string, BoatCalendar>();
  for (const boat of seed.boats) {
    if (calendars.has(boat.calendarId)) continue;
    calendars.set(boat.calendarId, {
      ...defaultCalendar(boat, zones.get(boat.countryId) ?? 'America/Cayman'),
      blackouts: FLEET_BLACKOUTS,
    });
  }
  return [...calendars.values()];
}

export async function seedCatalogue(db: Db, seed: CatalogueSeed): Promise<void> {
  const file = {
    format: 'charter-catalogue' as const,
    version: 1 as const,
    ...seed,
    calendars: seed.calendars ?? fixtureCalendars(seed),
  };
  try {
    await importCatalogue(db, file, { dryRun: false, actor: 'system', now: new Date() });
  } catch (error) {
    if (error instanceof CatalogueRefused) {
      throw new Error(`The test catalogue is refused:\n${error.problems.map(describeProblem).join('\n')}`, {
        cause: error,
      });
    }
    throw error;
  }
}
