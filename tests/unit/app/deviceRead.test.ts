// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readOnDevice } from '../../../src/app/state/deviceRead';

describe('a read from the device', () => {
  it('fails as a promise, not at once, where the browser has no IndexedDB (jsdom has none)', async () => {
    expect(typeof indexedDB).toBe('undefined');
    let read: Promise<unknown> | undefined;
    expect(() => (read = readOnDevice('trip'))).not.toThrow();
    await expect(read).rejects.toThrow();
    const opening = () => {
      throw new ReferenceError('indexedDB is not defined');
    };
    expect(() => (read = readOnDevice('ref', opening))).not.toThrow();
    await expect(read).rejects.toThrow('indexedDB is not defined');
  });
});
