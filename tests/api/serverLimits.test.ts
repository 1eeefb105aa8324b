// Issue #52, item 9: the server's own limits. A slow client's headers time out and its socket closes; one network holds
// at most its share of sockets; booking and inquiry lookups are rate limited; while the database cannot be reached the
// API answers 503 with Retry-After (then serves again once it is back). On PGlite and PostgreSQL.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedCatalogue } from '../support/seedCatalogue';
import { testBookingSettings } from '../../src/server/booking/settings';
import { testPaymentSettings } from '../../src/server/payment/settings';
import { testAuthSettings } from '../../src/server/auth/settings';
import { signAccessToken, tokenKeys } from '../../src/server/auth/accessTokens';
import { API, buildBookingTestApp, cookieHeader, type BookingTestApp } from '../support/bookingTestApp';
import { catalogueFixture } from '../support/catalogueFixture';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../support/testApp';

/** Polls until `done()` holds (no timing asserted: the test's own timeout bounds it). */
async function until(done: () => boolean | Promise<boolean>, what: string, tries = 300): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never: ${what}`);
}

/** A raw socket to the server, recording what it receives and whether it was closed. */
function rawSocket(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  const state = { received: '', closed: false, socket };
  socket.on('data', (chunk) => {
    state.received += String(chunk);
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => {
    state.closed = true;
  });
  return state;
}

describe('slow and many sockets', () => {
  let site: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    site = await buildTestApp({ env: { HEADERS_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS_PER_ADDRESS: '4' } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await site?.close();
  });

  it('closes a socket whose headers never finish arriving (slowloris), with a 408', { timeout: 40_000 }, async () => {
    const slow = rawSocket(port);
    sockets.push(slow.socket);
    slow.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const drip = setInterval(() => {
      if (!slow.closed) slow.socket.write('X-Slow: 1\r\n');
    }, 200);
    try {
      await until(() => slow.closed, 'the slow socket closed');
    } finally {
      clearInterval(drip);
    }
    expect(slow.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it(
    'answers a network over its socket cap with 503 at once; another network and a freed place are served',
    { timeout: 40_000 },
    async () => {
      const held = Array.from({ length: 4 }, () => rawSocket(port));
      sockets.push(...held.map((h) => h.socket));
      // The cap counts sockets the server has accepted: wait until each has answered a request.
      for (const h of held) h.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => held.every((h) => h.received.includes('HTTP/1.1 200')), 'four sockets served');
      const over = rawSocket(port);
      sockets.push(over.socket);
      await until(() => over.closed, 'the fifth socket refused');
      expect(over.received).toMatch(/^HTTP\/1\.1 503/);
      expect(over.received).toContain('Retry-After: 5');

      const elsewhere = rawSocket(port, '127.0.0.2');
      sockets.push(elsewhere.socket);
      elsewhere.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => elsewhere.received.includes('HTTP/1.1 200'), 'another network served');

      held[0]!.socket.destroy();
      await until(async () => {
        const again = rawSocket(port);
        sockets.push(again.socket);
        again.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        await until(() => again.received !== '' || again.closed, 'an answer');
        return again.received.startsWith('HTTP/1.1 200');
      }, 'a freed place served');
    },
  );
});

describe('lookups of bookings and inquiries', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    t = await buildBookingTestApp({ lookupsPerDevice: 3, lookupsPerNetwork: 5 });
  });
  afterAll(() => t?.close());

  const lookups = (i: number) =>
    [
      {
        method: 'POST' as const,
        url: `${API}/booking/find`,
        payload: { bookingRef: `KY-7K3M9QH${'ABCDEFGH'[i % 8]}`, email: `guess${i}@example.test` },
      },
      { method: 'GET' as const, url: `${API}/booking/confirmed/KY-7K3M9QH${'ABCDEFGH'[i % 8]}` },
      { method: 'GET' as const, url: `${API}/inquiry-data/inquiryRef/IQ-7K3M9QH2X${'ABCDEFGH'[i % 8]}` },
    ][i % 3];

  it('are counted per device, then per network: the next is a 429 with Retry-After', async () => {
    const device = cookieHeader(
      (await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge`, remoteAddress: '10.9.0.1' })).cookies,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await t.app.inject({ ...lookups(i), remoteAddress: '10.9.0.1', headers: { cookie: device } })).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 429]);
    const refused = await t.app.inject({ ...lookups(4), remoteAddress: '10.9.0.1', headers: { cookie: device } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_LOOKUPS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Without a cookie (a new device each time) the network's count still stops them.
    const network: number[] = [];
    for (let i = 0; i < 7; i++)
      network.push((await t.app.inject({ ...lookups(i), remoteAddress: '10.9.0.2' })).statusCode);
    expect(network).toEqual([404, 404, 404, 404, 404, 429, 429]);
    // Another network is not held back.
    expect((await t.app.inject({ ...lookups(0), remoteAddress: '10.9.0.3' })).statusCode).toBe(404);
  });
});

describe('while the database cannot be reached', () => {
  it(
    'answers 503 with Retry-After (guest, partner and staff routes), and serves again once it is back',
    { timeout: 120_000 },
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      const pg = adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
      // On PostgreSQL the app reaches its database through a TCP relay the test can cut; PGlite is closed instead.
      let relay: Server | undefined;
      const links = new Set<Socket>();
      const target = pg ? new URL(pg.url) : undefined;
      const startRelay = (port = 0) =>
        new Promise<number>((resolve) => {
          relay = createServer((client) => {
            const upstream = connect({ host: target!.hostname, port: Number(target!.port) });
            for (const s of [client, upstream]) {
              links.add(s);
              s.on('close', () => links.delete(s));
              s.on('error', () => s.destroy());
            }
            client.pipe(upstream).pipe(client);
          });
          relay.listen(port, '127.0.0.1', () => resolve((relay!.address() as AddressInfo).port));
        });
      const cut = () =>
        new Promise<void>((resolve) => {
          relay!.close(() => resolve());
          for (const s of links) s.destroy();
        });
      let relayPort = 0;
      let url: string | undefined;
      if (pg) {
        relayPort = await startRelay();
        const relayed = new URL(pg.url);
        relayed.port = String(relayPort);
        url = relayed.toString();
      }
      const database = await openDatabase({ databaseUrl: url });
      await migrate(database);
      await seedCatalogue(database.db, catalogueFixture);
      const app = await buildApp(
        {
          config: { ...loadConfig({}), databaseUrl: url, staticDir: '/nonexistent-static', logLevel: 'silent' },
          database,
          bookingSettings: testBookingSettings(),
          paymentSettings: testPaymentSettings(),
          authSettings: testAuthSettings(),
        },
        { logger: false },
      );
      await app.ready();
      const auth = testAuthSettings();
      const staff = await signAccessToken(
        tokenKeys(auth.jwtSecret, auth.accessTokenSeconds),
        { userId: 'usr_1', role: 'admin', agencyId: null, sessionId: 'ses_1' },
        new Date(),
      );
      const calls = [
        { method: 'GET' as const, url: `${API}/captcha/challenge` },
        {
          method: 'POST' as const,
          url: `${API}/booking/find`,
          payload: { bookingRef: 'KY-7K3M9QHT', email: 'ana@example.test' },
        },
        { method: 'GET' as const, url: '/api/v1/octo/products', headers: { authorization: 'Bearer some-key' } },
        {
          method: 'GET' as const,
          url: `${API}/operator/manifest`,
          headers: { 'user-authorization': `Bearer ${staff.token}` },
        },
      ];
      try {
        expect((await app.inject(calls[0]!)).statusCode).toBe(200);
        if (pg) await cut();
        else await database.close();
        for (const call of calls) {
          const res = await app.inject(call);
          expect(res.statusCode, call.url).toBe(503);
          expect(res.headers['retry-after'], call.url).toBe('5');
        }
        if (pg) {
          await startRelay(relayPort);
          await until(async () => (await app.inject(calls[0]!)).statusCode === 200, 'served again');
        }
      } finally {
        await app.close();
        if (pg) {
          await database.close();
          if (relay?.listening) await cut();
          await pg.drop();
        }
      }
    },
  );
});
