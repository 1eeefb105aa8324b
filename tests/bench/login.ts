// POST /api/v1/web/auth/login at the real password cost: the app in-process on 127.0.0.1 with an in-memory PGlite,
// agents made through the admin command, then logins one at a time and a few at once (a desk signing in together).
// The sign-in limits are raised for the bench only, so that every request reaches the hash.
// Goal: p95 ≤ 1,000 ms with 2 logins at once (one per core). Run: node --import tsx tests/bench/login.ts [--logins=40]
// [--concurrency=2] BENCH_PORT picks the port (default: a free one). Exit code 1 when the goal is missed or a login
// fails.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCommand } from '../../src/server/admin/commands';
import { buildApp } from '../../src/server/app';
import { describeCost, DEFAULT_PASSWORD_COST } from '../../src/server/auth/passwords';
import { testAuthSettings } from '../../src/server/auth/settings';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

const GOAL_P95_MS = 1_000;
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const LOGINS = Math.min(arg('logins', 40), 400);
const CONCURRENCY = Math.min(arg('concurrency', 2), 32);
const AGENTS = 8;
const PASSWORD = 'a long agent password for the bench';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main() {
  const database = await openDatabase({});
  await migrate(database);
  const auth = testAuthSettings({
    passwordCost: DEFAULT_PASSWORD_COST,
    loginAttemptsPerAccount: 100_000,
    loginAttemptsPerAddress: 100_000,
  });
  const config = { ...loadConfig({}), logLevel: 'silent', staticDir: join(tmpdir(), 'no-static-build-for-bench') };
  const app = await buildApp({ config, database, authSettings: auth }, { logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  try {
    const emails = Array.from({ length: AGENTS }, (_, i) => `bench-agent-${i}@example.test`);
    for (const email of emails) {
      const made = await runAdminCommand(['create-user', '--email', email, '--role', 'agent', '--password-stdin'], {
        db: database.db,
        now: new Date(),
        publicUrl: address,
        auth,
        readStdin: async () => `${PASSWORD}\n`,
      });
      if (made.exitCode !== 0) throw new Error(made.stderr);
    }

    let failed = 0;
    const loginOnce = async (i: number) => {
      const started = performance.now();
      const res = await fetch(`${address}/api/v1/web/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[i % AGENTS], password: i % 10 === 9 ? 'a wrong password' : PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== (i % 10 === 9 ? 401 : 200)) failed += 1;
      return performance.now() - started;
    };

    const report = (label: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${label}: ${sorted.length} logins  p50 ${ms(percentile(sorted, 50)!)}  p95 ${ms(percentile(sorted, 95)!)}  max ${ms(sorted[sorted.length - 1]!)}`,
      );
      return percentile(sorted, 95);
    };

    console.log(
      `password hash: ${describeCost(DEFAULT_PASSWORD_COST)}; one login in ten has a wrong password (same work, 401)`,
    );
    const single: number[] = [];
    for (let i = 0; i < Math.min(LOGINS, 20); i++) single.push(await loginOnce(i));
    report('one at a time', single);

    const together: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < LOGINS) together.push(await loginOnce(next++));
      }),
    );
    const p95 = report(`${CONCURRENCY} at once`, together);

    const ok = p95! <= GOAL_P95_MS && failed === 0;
    console.log(
      ok
        ? `goal met: p95 ${ms(p95!)} ≤ ${ms(GOAL_P95_MS)}`
        : `goal MISSED: p95 ${ms(p95!)} (goal ${ms(GOAL_P95_MS)})${failed ? `, ${failed} unexpected answers` : ''}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
