// Issue #54: during a rolling upgrade the previous release runs on the database this release has migrated, so a new
// migration only adds (expand); what the previous release still uses is removed a release later (contract), in a
// migration that says so. This reads every migration the previous release (deploy/previous-release) does not have and
// refuses the statements that break it, unless the file explains itself with a `-- contract:` line (what it removes is
// unused since the release it names) or, for a function the old release calls, a `-- side by side:` line (why the old
// callers still work). docs/operations.md, 'Upgrade'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../../../src/server/db/migrate';
import { migrationsOf, previousReleaseCommit } from '../../support/previousRelease';
import { repoRoot } from '../../support/productionShape';

const BREAKING: Array<[RegExp, string]> = [
  [/\bDROP\s+(TABLE|COLUMN|VIEW|TYPE|FUNCTION|SCHEMA)\b/i, 'drops what the previous release may read'],
  [/\bRENAME\b/i, 'renames what the previous release names'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type under the previous release"],
  [/\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i, 'makes a column the previous release does not write required'],
  [
    /\bADD\s+COLUMN\s+(IF\s+NOT\s+EXISTS\s+)?\S+\s+[^,;]*\bNOT\s+NULL\b(?![^,;]*\bDEFAULT\b)/i,
    'adds a required column without a default, which the previous release cannot insert',
  ],
];

const withoutComments = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
const functionsIn = (sql: string) =>
  [...withoutComments(sql).matchAll(/\bCREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+([a-z_][a-z0-9_.]*)/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
const read = (name: string) => readFileSync(join(repoRoot, 'src/server/db/migrations', name), 'utf8');

describe('migrations run side by side with the previous release (expand, then contract)', () => {
  const previous = new Set(migrationsOf(previousReleaseCommit()));
  const added = migrationFiles().filter((name) => !previous.has(name));
  const oldFunctions = new Set(
    [...previous].flatMap((name) => (migrationFiles().includes(name) ? functionsIn(read(name)) : [])),
  );

  it('keeps every migration of the previous release, unchanged in name', () => {
    for (const name of previous) expect(migrationFiles(), name).toContain(name);
  });

  it.each(added.length ? added : ['(none added since the previous release)'])(
    '%s only adds, or says why not',
    (name) => {
      if (!name.endsWith('.sql')) return;
      const sql = read(name);
      const contract = /^--\s*contract:/im.test(sql);
      const sideBySide = /^--\s*side by side:/im.test(sql);
      for (const [pattern, why] of BREAKING) {
        if (!contract)
          expect(
            pattern.test(withoutComments(sql)),
            `${name} ${why}: move it to a later release's migration with a '-- contract:' line`,
          ).toBe(false);
      }
      for (const fn of functionsIn(sql)) {
        if (oldFunctions.has(fn))
          expect(
            sideBySide || contract,
            `${name} replaces ${fn}(), which the previous release calls: add a new function (or a new signature) instead, or say '-- side by side:' why old callers still work`,
          ).toBe(true);
      }
    },
  );
});
