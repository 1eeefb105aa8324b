// A clean `npm install` on the Node the README names: no installed package may ask for a newer Node
// (npm prints an EBADENGINE warning for each), and the README names the Node package.json requires.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockedPackage> };
const oldestNode = semver.minVersion(manifest.engines.node)!;

describe('the Node the project supports', () => {
  it('is Node 20, as the README says', () => {
    expect(oldestNode.major).toBe(20);
    expect(read('README.md')).toContain(`Node ${oldestNode.major}.${oldestNode.minor} or later`);
  });

  it('runs every package npm installs (an optional one that cannot run is skipped silently)', () => {
    const needNewer = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .flatMap(([path, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.satisfies(oldestNode, wanted) ? [`${path}@${entry.version} needs node ${wanted}`] : [];
      });
    expect(needNewer).toEqual([]);
  });
});
