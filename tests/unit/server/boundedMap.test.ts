import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../../src/server/boundedMap';

describe('BoundedMap', () => {
  it('keeps at most its limit, dropping the oldest key set', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('makes a key set again the newest, without dropping another', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 10],
    ]);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
