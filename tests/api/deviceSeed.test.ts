// Issue #16: requests sent at once before the device cookie exists are one device. The app sets a device seed cookie
// before its first API call; without a signed device cookie the server names the device from that seed and the
// network, so a first visit's captcha challenge (or a queued inquiry's replay) and its hold no longer issue two devices
// of which the later cookie wins and the checkout is refused as another device's hold.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { DEVICE_SEED_COOKIE } from '../../src/domain/protocol';
import { DEVICE_COOKIE } from '../../src/server/limits/deviceCookie';
import { API } from '../support/bookingTestApp';
import {
  NOW,
  buildPaymentTestApp,
  createCheckout,
  holdTrip,
  slot,
  type PaymentTestApp,
} from '../support/paymentTestApp';
import { holdBody } from '../support/fixtureRequests';

let t: PaymentTestApp;
let day = 2;
let network = 0;

beforeAll(async () => {
  t = await buildPaymentTestApp();
});
afterAll(() => t?.close());
beforeEach(() => {
  t.setNow(NOW);
  day += 1;
});

type SetCookie = { name: string; value: string; maxAge?: number; expires?: Date };
const newSeed = () => randomBytes(16).toString('hex');
const seedHeader = (seed: string) => `${DEVICE_SEED_COOKIE}=${seed}`;
const newNetwork = () => `10.16.${++network}.3`;
/** The signed device cookie an answer set, as the browser sends it back; '' when it set none. */
const deviceFrom = (cookies: SetCookie[]) =>
  cookies
    .filter((c) => c.name === DEVICE_COOKIE)
    .map((c) => `${c.name}=${c.value}`)
    .join('');
const seedCleared = (cookies: SetCookie[]) =>
  cookies.some(
    (c) =>
      c.name === DEVICE_SEED_COOKIE &&
      c.value === '' &&
      (c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now())),
  );

/**
 * A hold with an Idempotency-Key sent twice with these cookies, as a repeat whose first answer (cookie and all) was
 * lost: the repeat gets the first answer from the same device. Answers that device's cookie.
 */
async function repeatGetsFirstAnswer(cookie: string, key: string, startTime: string, boatId: string): Promise<string> {
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: `${API}/booking/hold`,
      headers: { cookie, 'idempotency-key': key },
      payload: holdBody(startTime, { boatId }),
    });
  const first = await send();
  expect(first.statusCode).toBe(200);
  const again = await send();
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect(deviceFrom(again.cookies)).toBe(deviceFrom(first.cookies));
  return deviceFrom(again.cookies);
}
const feedbackChallenge = (cookie: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: `${API}/captcha/challenge`, remoteAddress, headers: cookie ? { cookie } : {} });

describe('requests sent at once before the device cookie exists', () => {
  it("are one device with the same seed: a first visit's captcha challenge and its hold, then the checkout", async () => {
    const seed = newSeed();
    const [challenge, held] = await Promise.all([
      feedbackChallenge(seedHeader(seed)),
      holdTrip(t, slot(day), undefined, seedHeader(seed)),
    ]);
    expect(challenge.statusCode).toBe(200);
    const fromChallenge = deviceFrom(challenge.cookies);
    expect(fromChallenge).not.toBe('');
    expect(deviceFrom(held.issued)).toBe(fromChallenge);
    // Both answers clear the seed: from now on only the http-only cookie names the device.
    expect(seedCleared(challenge.cookies) && seedCleared(held.issued)).toBe(true);
    // Whichever answer's cookie the browser kept last, the checkout is this device's.
    const started = await createCheckout(t, held.body, fromChallenge);
    expect([started.status, started.body.code]).toEqual([200, undefined]);
  });

  it('are one device for two holds at once (the worker replaying while the guest books)', async () => {
    const seed = newSeed();
    const [first, second] = await Promise.all([
      holdTrip(t, slot(day, '09:00'), undefined, seedHeader(seed)),
      holdTrip(t, slot(day, '13:00'), undefined, seedHeader(seed)),
    ]);
    expect(deviceFrom(first.issued)).not.toBe('');
    expect(deviceFrom(second.issued)).toBe(deviceFrom(first.issued));
    expect((await createCheckout(t, first.body, deviceFrom(second.issued))).status).toBe(200);
  });

  it('were two devices without a seed (what the seed mends)', async () => {
    const [a, b] = await Promise.all([feedbackChallenge(''), feedbackChallenge('')]);
    expect(deviceFrom(a.cookies)).not.toBe(deviceFrom(b.cookies));
  });

  it("keep the device cookie's device when there is one; the seed does not replace it", async () => {
    const device = deviceFrom((await feedbackChallenge('')).cookies);
    const res = await feedbackChallenge(`${device}; ${seedHeader(newSeed())}`);
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([]);
  });

  it('are another device from another network with the same seed', async () => {
    const seed = newSeed();
    const here = deviceFrom((await feedbackChallenge(seedHeader(seed), newNetwork())).cookies);
    const there = deviceFrom((await feedbackChallenge(seedHeader(seed), newNetwork())).cookies);
    expect(there).not.toBe(here);
  });
});

describe('a seed that is not one', () => {
  it.each([
    ['too short', 'abc123'],
    ['too long', 'a'.repeat(33)],
    ['not lower-case hex', 'G'.repeat(32)],
    ['upper-case', 'A'.repeat(32)],
    ['empty', ''],
    ['broken escapes', '%zz%'],
  ])('is ignored (%s): each request is a device of its own, never a 5xx, and the seed is cleared', async (_, bad) => {
    const cookie = seedHeader(bad);
    const [a, b] = await Promise.all([feedbackChallenge(cookie), feedbackChallenge(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(deviceFrom(a.cookies)).not.toBe('');
    expect(deviceFrom(b.cookies)).not.toBe(deviceFrom(a.cookies));
    expect(seedCleared(a.cookies)).toBe(true);
  });

  it('gives a repeat with an Idempotency-Key the first answer, each on a device of its own (never named from the key)', async () => {
    const key = `bad-seed-${newSeed()}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${API}/booking/hold`,
        headers: { cookie: seedHeader('not-a-seed'), 'idempotency-key': key },
        payload: holdBody(slot(day, '10:00'), { boatId: 'boat-mid' }),
      });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(deviceFrom(first.cookies)).not.toBe('');
    expect(deviceFrom(again.cookies)).not.toBe(deviceFrom(first.cookies));
  });
});

describe('a repeat whose answer was lost, cookie and all', () => {
  it('is the same device by its seed and gets the first answer', async () => {
    const seed = newSeed();
    const earlier = await holdTrip(t, slot(day), undefined, seedHeader(seed));
    // The browser still has the seed: the lost answer would have cleared it.
    expect(await repeatGetsFirstAnswer(seedHeader(seed), `lost-${seed}`, slot(day, '16:00'), 'boat-small')).toBe(
      deviceFrom(earlier.issued),
    );
  });
});

describe('a repeat whose first send carried only its key (an app version before the seed)', () => {
  it("gets the first answer with the seed too, as the seed's device", async () => {
    const key = `before-seed-${newSeed()}`;
    const send = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/booking/hold`,
        headers: { 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
        payload: holdBody(slot(day, '11:00'), { boatId: 'boat-mid' }),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    const seed = seedHeader(newSeed());
    const again = await send(seed);
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(again.json()).toEqual(first.json());
    expect(deviceFrom(again.cookies)).toBe(deviceFrom((await feedbackChallenge(seed)).cookies));
  });
});

describe('the feedback captcha with a seed', () => {
  it('costs more the more challenges one device asks for, whether it keeps the device cookie or only the seed', async () => {
    const costs = async (keepsDeviceCookie: boolean) => {
      const seed = seedHeader(newSeed());
      const from = newNetwork();
      let cookie = seed;
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const res = await feedbackChallenge(cookie, from);
        if (keepsDeviceCookie) cookie = deviceFrom(res.cookies) || cookie;
        seen.push(res.json().parameters.cost);
      }
      return seen;
    };
    expect(await costs(true)).toEqual([1, 1, 1, 2, 2, 2, 4]);
    expect(await costs(false)).toEqual([1, 1, 1, 2, 2, 2, 4]);
  });
});
