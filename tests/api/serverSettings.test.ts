// Issue #14, items 4, 6 and 8: settings every process shares and settings the server refuses. Secrets come from the
// environment or the database, never from one process's data folder; APP_ENV=PROD takes real money only (no start
// without Stripe's live keys, no test checkout); the device cookie is Secure on an https site.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { loadBookingSettings, testBookingSettings } from '../../src/server/booking/settings';
import { loadPaymentSettings, testPaymentSettings } from '../../src/server/payment/settings';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/testApp';
import { bookingFixture } from '../support/bookingTestApp';

let t: TestApp;
let dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'settings-test-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

const LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
};

describe('secrets every process shares (item 4)', () => {
  it('generates the cookie and local webhook secrets once, in the database, whatever data folder a process has', async () => {
    const one = await loadBookingSettings({}, t.database.db, dataDir());
    const two = await loadBookingSettings({}, t.database.db, dataDir());
    expect(one.cookieSecret).toHaveLength(43);
    expect(two.cookieSecret).toBe(one.cookieSecret);
    const payOne = await loadPaymentSettings({}, t.database.db, dataDir());
    const payTwo = await loadPaymentSettings({}, t.database.db, dataDir());
    expect(payTwo.webhookSecret).toBe(payOne.webhookSecret);
    expect(payOne.webhookSecret).not.toBe(one.cookieSecret);
  });

  it('takes COOKIE_SECRET from the environment when set', async () => {
    expect(
      (await loadBookingSettings({ COOKIE_SECRET: 'from-the-environment' }, t.database.db, dataDir())).cookieSecret,
    ).toBe('from-the-environment');
  });

  it('adopts the secret an earlier version kept beside the data, so its device cookies and links stay valid', async () => {
    const fresh = await buildTestApp();
    try {
      const dir = dataDir();
      writeFileSync(join(dir, 'cookie-secret'), 'kept-by-an-earlier-version\n');
      expect((await loadBookingSettings({}, fresh.database.db, dir)).cookieSecret).toBe('kept-by-an-earlier-version');
      expect((await loadBookingSettings({}, fresh.database.db, dataDir())).cookieSecret).toBe(
        'kept-by-an-earlier-version',
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('APP_ENV=PROD takes real money only (item 6)', () => {
  it('refuses settings without Stripe live keys, with a clear message', async () => {
    const refusals: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [
        { APP_ENV: 'PROD' },
        /APP_ENV=PROD takes real payments, but STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY not set/,
      ],
      [{ APP_ENV: 'PROD', ...LIVE, STRIPE_SECRET_KEY: 'sk_test_abc' }, /STRIPE_SECRET_KEY is not a live key/],
      [{ APP_ENV: 'PROD', ...LIVE, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, /STRIPE_PUBLISHABLE_KEY is not a live key/],
    ];
    for (const [env, message] of refusals) {
      const loading = loadPaymentSettings(env, t.database.db, dataDir());
      await expect(loading).rejects.toThrow(ConfigError);
      await expect(loading).rejects.toThrow(message);
    }
    expect((await loadPaymentSettings({ APP_ENV: 'PROD', ...LIVE }, t.database.db, dataDir())).stripeSecretKey).toBe(
      'sk_live_abc',
    );
  });

  it('never builds an app that would take bookings through the test checkout in PROD', async () => {
    await expect(buildTestApp({ paymentSettings: testPaymentSettings({ appEnv: 'PROD' }) })).rejects.toThrow(
      ConfigError,
    );
  });

  it('serves no test checkout when a payment provider is configured', async () => {
    const stripe = await buildTestApp({
      paymentSettings: testPaymentSettings({ appEnv: 'PROD', stripeSecretKey: 'sk_live_abc' }),
    });
    try {
      expect(stripe.app.hasRoute({ method: 'GET', url: '/test-checkout/:sessionId' })).toBe(false);
      expect(stripe.app.hasRoute({ method: 'POST', url: '/test-checkout/:sessionId' })).toBe(false);
      for (const method of ['GET', 'POST'] as const) {
        const res = await stripe.app.inject({
          method,
          url: '/test-checkout/cs_local_abc',
          payload: method === 'POST' ? 'cardNumber=4242424242424242' : undefined,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.statusCode, method).toBe(404);
      }
    } finally {
      await stripe.close();
    }
  });

  it.each(['prod', 'production', ' PROD', 'PROD ', 'Prod', 'test', ''])(
    'APP_ENV=%j is neither: refused at start with the reason, never TEST',
    (value) => {
      expect(() => loadConfig({ APP_ENV: value })).toThrow(ConfigError);
      expect(() => loadConfig({ APP_ENV: value })).toThrow(/is neither TEST nor PROD\. Write exactly APP_ENV=PROD/);
    },
  );

  it('TEST, PROD and unset are read as they are', () => {
    const prod = { APP_ENV: 'PROD', DATABASE_URL: 'postgres://x@127.0.0.1/y' };
    expect([loadConfig({ APP_ENV: 'TEST' }).appEnv, loadConfig(prod).appEnv, loadConfig({}).appEnv]).toEqual([
      'TEST',
      'PROD',
      'TEST',
    ]);
  });

  /** Starts the server with `env`; its exit code and standard error. */
  async function refusedStart(env: Record<string, string>) {
    const dir = dataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: join(dir, 'none'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 100_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    return { code, stderr };
  }

  it(
    'the server process says why and exits, rather than start: no PostgreSQL (issue #54)',
    { timeout: 120_000 },
    async () => {
      const { code, stderr } = await refusedStart({ APP_ENV: 'PROD', ...LIVE });
      expect(code).toBe(1);
      expect(stderr).toContain('Not starting: APP_ENV=PROD needs DATABASE_URL (a PostgreSQL server)');
      expect(() => loadConfig({ APP_ENV: 'PROD' })).toThrow(ConfigError);
      expect(loadConfig({ APP_ENV: 'PROD', DATABASE_URL: 'postgres://x@127.0.0.1/y' }).databaseUrl).toBe(
        'postgres://x@127.0.0.1/y',
      );
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the server process says why and exits, rather than start: no live Stripe keys',
    { timeout: 120_000 },
    async () => {
      const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      try {
        const { code, stderr } = await refusedStart({ APP_ENV: 'PROD', DATABASE_URL: database.url });
        expect(code).toBe(1);
        expect(stderr).toContain('Not starting: APP_ENV=PROD takes real payments, but STRIPE_SECRET_KEY');
      } finally {
        await database.drop();
      }
    },
  );

  it(
    'the server process says why and exits, rather than start: APP_ENV neither TEST nor PROD',
    { timeout: 120_000 },
    async () => {
      const { code, stderr } = await refusedStart({ APP_ENV: 'production' });
      expect(code).toBe(1);
      expect(stderr).toContain('Not starting: APP_ENV="production" is neither TEST nor PROD');
    },
  );
});

describe('the device cookie (item 8)', () => {
  it('is Secure when the site is served over https or runs in PROD, without a trusted proxy', async () => {
    expect(
      (await loadBookingSettings({ PUBLIC_URL: 'https://charters.example' }, t.database.db, dataDir())).secureCookie,
    ).toBe(true);
    expect((await loadBookingSettings({ APP_ENV: 'PROD' }, t.database.db, dataDir())).secureCookie).toBe(true);
    expect(
      (await loadBookingSettings({ PUBLIC_URL: 'http://localhost:8080' }, t.database.db, dataDir())).secureCookie,
    ).toBe(false);
    const https = await buildTestApp({
      seed: bookingFixture,
      bookingSettings: testBookingSettings({ secureCookie: true }),
    });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/v1/web/captcha/challenge' });
      const [device] = res.cookies;
      expect(device).toMatchObject({ name: 'cc_device', secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });
});
