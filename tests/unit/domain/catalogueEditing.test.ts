// Issue #58's pure rules: a calendar change strands only the trips it newly leaves out; a hold's pinned prices lay
// over the catalogue of the day; an import's plan names what it adds and changes and gives new boats default hours.
import { describe, expect, it } from 'vitest';
import {
  defaultCalendar,
  emptyCatalogue,
  type BoatCalendar,
  planImport,
  phoneProblems,
  strandedReason,
} from '../../../src/domain/catalogue';
import { pinPrices, withPinned } from '../../../src/domain/pricing';
import { caymanCatalogue } from '../../../src/server/seed/cayman';

const week = (opens: string, closes: string): BoatCalendar => ({
  calendarId: 'cal-x',
  timezone: 'America/Cayman',
  blackouts: [],
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes, intervalMinutes: 60, bioBayStarts: [] })),
});

describe('strandedReason', () => {
  const before = week('07:00', '18:00');
  it('blames a new blackout day and hours that no longer hold the trip', () => {
    const start = '2026-12-14T13:00:00.000Z'; // 08:00 Cayman time
    const end = '2026-12-14T15:00:00.000Z';
    expect(strandedReason(before, { ...before, blackouts: [{ day: '2026-12-14', note: '' }] }, start, end)).toBe(
      '2026-12-14 becomes a blackout day',
    );
    expect(strandedReason(before, week('09:00', '18:00'), start, end)).toBe('08:00–10:00 is outside the new hours');
    expect(strandedReason(before, week('08:00', '17:00'), start, end)).toBeNull();
  });
  it('does not blame the change for a trip that never fitted the hours (an evening bio-bay trip)', () => {
    expect(
      strandedReason(before, week('08:00', '17:00'), '2026-12-14T23:00:00.000Z', '2026-12-15T02:00:00.000Z'),
    ).toBeNull();
  });
});

describe('pinned prices', () => {
  it("lay the held rates over today's boat, leaving its other fields as they are today", () => {
    const boat = caymanCatalogue.boats[0]!;
    const pinned = pinPrices({ boats: [boat], countries: [], pickUps: [], activities: [] });
    const raised = { ...boat, name: 'Renamed', pricing: boat.pricing.map((p) => ({ ...p, price: p.price * 2 })) };
    const laid = withPinned(new Map([[boat._id, raised]]), pinned.boats).get(boat._id)!;
    expect(laid.pricing).toEqual(boat.pricing);
    expect(laid.name).toBe('Renamed');
  });
});

describe('planImport', () => {
  it('adds, changes and keeps, and gives a new boat the default hours of its kind', () => {
    const current = { ...emptyCatalogue(), ...caymanCatalogue };
    const positions = new Map(caymanCatalogue.boats.map((b, i) => [`boats/${b._id}`, i]));
    const first = caymanCatalogue.boats[0]!;
    const added = { ...first, _id: 'boat-new', calendarId: 'cal-new', urlTitle: 'new-boat' };
    const plan = planImport(
      current,
      { format: 'charter-catalogue', version: 1, boats: [{ ...first, name: 'Renamed' }, added] },
      positions,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.diff.boats).toEqual({
      added: ['boat-new'],
      changed: [{ id: first._id, fields: ['name'] }],
      unchanged: 0,
    });
    expect(plan.diff.calendars).toEqual({ added: ['cal-new'], changed: [], unchanged: 0 });
    expect(plan.calendarWrites).toEqual([defaultCalendar(added, 'America/Cayman')]);
  });
});

describe('phoneProblems', () => {
  it('passes every phone of the demo catalogue and flags a number with its country code twice, by its field', () => {
    const lists = ['boats', 'regions', 'countries'] as const;
    expect(
      lists.flatMap((list) => (caymanCatalogue[list] as unknown[]).flatMap((doc) => phoneProblems(list, doc))),
    ).toEqual([]);
    const boat = caymanCatalogue.boats[0]!;
    const twice = { ...boat, boatInfo: { ...boat.boatInfo, boatCaptain: { name: 'Dwayne', phone: '+113455550101' } } };
    expect(phoneProblems('boats', twice)).toEqual([
      expect.objectContaining({ id: boat._id, path: 'boatInfo.boatCaptain.phone' }),
    ]);
    expect(
      phoneProblems('boats', { ...boat, boatInfo: { ...boat.boatInfo, boatCaptain: { name: '', phone: '' } } }),
    ).toEqual([]);
  });
});
