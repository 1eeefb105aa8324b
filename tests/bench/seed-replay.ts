// What a request without the device cookie that carries an Idempotency-Key pays for being recognised as the replay of
// a key sent under another name on its network (shareKey, src/server/limits/deviceCookie.ts): one statement, timed
// against a bare `select 1` on the same connection, with 20,000 keys in the store from 50 networks (a ship's is one).
// Requests with the device cookie never run it. PGlite by default; `node tests/support/postgresCluster.mjs -- node
// --import tsx tests/bench/seed-replay.ts`
// runs it on a throw-away PostgreSQL. Run: node --import tsx tests/bench/seed-replay.ts [--calls=3000]
import { sql } from 'drizzle-orm';
import { shareKey } from '../../src/server/idempotency/idempotentRequest';
import { buildEmailTestApp } from '../support/emailTestApp';

const CALLS = Math.min(Number(process.argv.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 3000), 20_000);
const SCOPE = 'email/call-request';

const t = await buildEmailTestApp();
const db = t.database.db;
try {
  await db.execute(sql`INSERT INTO idempotency_keys (scope, owner, key, request_hash, status_code, body, created_at)
    SELECT ${SCOPE}, 'device:net' || (g % 50) || '.d' || g, 'k' || g, 'h', 201, '{}'::jsonb, now() FROM generate_series(1, 20000) g`);
  const perCall = async (call: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 200; i++) await call(CALLS + i); // warm-up, on keys the timed calls do not use
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await call(i);
    return ((performance.now() - start) / CALLS) * 1000;
  };
  const rows = [
    ['select 1 (the floor of one statement)', await perCall(() => db.execute(sql`select 1`))],
    [
      'shareKey, no earlier send (every first cookie-less request with a key)',
      await perCall((i) =>
        shareKey(db, {
          scope: SCOPE,
          key: `new-${i}`,
          fromPrefix: 'device:net1.',
          from: `device:x${i}`,
          to: `device:net1.s${i}`,
        }),
      ),
    ],
    [
      'shareKey, earlier send copied (a replay under another name)',
      await perCall((i) =>
        shareKey(db, {
          scope: SCOPE,
          key: `k${i + 1}`,
          fromPrefix: `device:net${(i + 1) % 50}.`,
          from: `device:x${i}`,
          to: `device:net${(i + 1) % 50}.c${i}`,
        }),
      ),
    ],
  ] as const;
  console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CALLS} calls each`);
  for (const [label, us] of rows) console.log(`${us.toFixed(0).padStart(6)} µs  ${label}`);
} finally {
  await t.close();
}
