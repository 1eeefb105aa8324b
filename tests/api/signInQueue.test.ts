// Issue #52, item 5: password hashing has a bounded queue of its own. When every place is taken and the waiting line is
// full, a sign-in is answered at once with 503 and Retry-After (it never waits behind the others), and the rest of the
// API goes on meanwhile. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/bookingTestApp';
import { agentWithTokens, buildAgentTestApp, PASSWORD, type AgentTestApp } from '../support/agentTestApp';
import { HashQueue } from '../../src/server/auth/hashQueue';
import type {} from '../../src/server/auth/setup'; // declares the app's `auth`

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp({ hashQueue: { atOnce: 1, waiting: 1 } });
  await agentWithTokens(t, 'queued@desk.test');
}, 60_000);
afterAll(() => t?.close());

const signIn = () =>
  t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: 'queued@desk.test', password: PASSWORD },
  });

/** Takes a place of the app's own queue until `release()`. */
function occupy(queue: HashQueue) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = queue.run(() => gate);
  return { held, release };
}

describe('the password hashing queue', () => {
  it('answers a sign-in 503 with Retry-After at once when it is full; the API and later sign-ins are served', async () => {
    const running = occupy(t.app.auth.hashing);
    const waiting = occupy(t.app.auth.hashing);
    const refused = await signIn();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'SIGN_IN_BUSY' });
    expect(refused.headers['retry-after']).toBe('2');
    // The rest of the API does not wait for a hash.
    expect((await t.app.inject({ method: 'GET', url: `${API}/country` })).statusCode).toBe(200);
    running.release();
    waiting.release();
    await Promise.all([running.held, waiting.held]);
    expect((await signIn()).statusCode).toBe(200);
    // A refused sign-in counted nothing against the account.
    const counted: any = await t.database.db.execute(
      `SELECT count(*)::int AS n FROM rate_counters WHERE bucket LIKE 'login-failures:%'` as any,
    );
    expect(counted.rows[0].n).toBe(0);
  });

  it('hands each freed place to the next in line, in order, never more than its places at once', async () => {
    const queue = new HashQueue({ atOnce: 2, waiting: 3 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const gates: Array<() => void> = [];
    const jobs = Array.from({ length: 5 }, (_, i) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
      }),
    );
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ statusCode: 503 });
    while (order.length < 5 || gates.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      gates.shift()?.();
    }
    await Promise.all(jobs);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
