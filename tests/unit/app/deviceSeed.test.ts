// @vitest-environment jsdom
// The app's device seed cookie (issue #16): kept when there is one, replaced when malformed, readable by the worker's
// requests through the cookie jar; the server names a cookie-less device from it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_SEED_COOKIE, DEVICE_SEED_MAX_AGE_SECONDS, isDeviceSeed } from '../../../src/domain/protocol';
import { keepDeviceSeed } from '../../../src/app/http/deviceSeed';

const seedInJar = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${DEVICE_SEED_COOKIE}=`))
    ?.split('=')[1];

afterEach(() => {
  document.cookie = `${DEVICE_SEED_COOKIE}=; Path=/; Max-Age=0`;
});

describe('keepDeviceSeed', () => {
  it('sets 128 random bits once and keeps them on the next start', () => {
    keepDeviceSeed();
    const seed = seedInJar();
    expect(isDeviceSeed(seed)).toBe(true);
    keepDeviceSeed();
    expect(seedInJar()).toBe(seed);
  });

  it('writes the seed it keeps again with a whole lifetime at each start, so that it does not expire under a waiting request', () => {
    const seed = '0123456789abcdef0123456789abcdef';
    document.cookie = `${DEVICE_SEED_COOKIE}=${seed}; Path=/; Max-Age=60`;
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    try {
      keepDeviceSeed();
      expect(written.mock.calls.map(([value]) => value)).toEqual([
        expect.stringMatching(
          new RegExp(`^${DEVICE_SEED_COOKIE}=${seed}; Path=/; Max-Age=${DEVICE_SEED_MAX_AGE_SECONDS};`),
        ),
      ]);
    } finally {
      written.mockRestore();
    }
    expect(seedInJar()).toBe(seed);
  });

  it('replaces a malformed seed, which the server would ignore', () => {
    document.cookie = `${DEVICE_SEED_COOKIE}=not-a-seed; Path=/`;
    keepDeviceSeed();
    expect(isDeviceSeed(seedInJar())).toBe(true);
  });

  it('gives every device its own seed', () => {
    keepDeviceSeed();
    const first = seedInJar();
    document.cookie = `${DEVICE_SEED_COOKIE}=; Path=/; Max-Age=0`;
    keepDeviceSeed();
    expect(seedInJar()).not.toBe(first);
  });
});

describe('isDeviceSeed', () => {
  it.each([
    '',
    'abc',
    'A'.repeat(32),
    'g'.repeat(32),
    '0'.repeat(31),
    '0'.repeat(33),
    ` ${'0'.repeat(32)}`,
    undefined,
    32,
  ])('refuses %j', (value) => {
    expect(isDeviceSeed(value)).toBe(false);
  });
});
