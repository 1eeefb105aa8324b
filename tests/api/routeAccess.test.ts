// Issue #52, item 1: who may call a route comes from the route the router matched (its declared access), never from
// the URL's text. Walks the server's own route table: every route declares its access, and every protected route,
// spelled another way (percent-encoded, double-encoded, a trailing slash, `;params`, another case, a dot segment), is
// either the same route (and refused the same way) or no route. On PGlite and PostgreSQL.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import { registerErrorHandler } from '../../src/server/http/errors';
import { access, registerRouteAccess, type RouteAccess } from '../../src/server/http/routeAccess';
import {
  agentWithTokens,
  bearer,
  buildAgentTestApp,
  login,
  PASSWORD,
  reserveAs,
  reserveBody,
  type AgentTestApp,
} from '../support/agentTestApp';
import { API, cookieHeader, postJson } from '../support/bookingTestApp';
import { makeKey } from '../support/partnerTestApp';
import { createCheckout, holdTrip, PAY, rows, slot } from '../support/paymentTestApp';
import { buildTestApp } from '../support/testApp';
import { callRequestBody } from './emailPayloads';

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp({ accessTokenSeconds: 86_400 });
}, 60_000);
afterAll(() => t?.close());

const describeAccess = (a: RouteAccess | undefined) =>
  !a
    ? 'none'
    : a.kind === 'apiKey'
      ? `apiKey:${a.scope}`
      : a.kind === 'signedIn'
        ? `signedIn:${a.permission ?? 'any'}`
        : a.kind;

/** Path parameters filled in: the route's own values where given, else a harmless one. */
const concrete = (route: RegisteredRoute, values: Record<string, string> = {}) =>
  route.url.replace(
    /:(\w+)/g,
    (_whole, name: string) =>
      values[name] ??
      (name === 'uuid' ? '0b7c3a3e-8f0e-4a8e-9a55-2f1b7c3a3e8f' : name === 'bookingRef' ? 'KY-7K3M9QHT' : 'x1'),
  );

/** Which segments of the URL are the route's own words (not parameters). */
const staticSegments = (route: RegisteredRoute) =>
  route.url.split('/').map((segment) => segment !== '' && !segment.startsWith(':'));

const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

interface Spelling {
  name: string;
  url: string;
  /** The router reads it as the same route: it must be refused as the route is, not by a 404. */
  sameRoute: boolean;
}

/** The URL of a route spelled in the ways a check on the URL's text would miss. */
function spellings(route: RegisteredRoute, url: string): Spelling[] {
  const segments = url.split('/');
  const words = staticSegments(route);
  const lastWord = words.lastIndexOf(true);
  const each = (change: (segment: string, i: number) => string) =>
    segments.map((s, i) => (words[i] ? change(s, i) : s)).join('/');
  return [
    { name: 'as registered', url, sameRoute: true },
    { name: 'percent-encoded', url: each(encodeFirst), sameRoute: true },
    { name: 'last word percent-encoded', url: each((s, i) => (i === lastWord ? encodeFirst(s) : s)), sameRoute: true },
    {
      name: 'double-encoded',
      url: each((s, i) => (i === lastWord ? `%25${encodeFirst(s).slice(1)}` : s)),
      sameRoute: false,
    },
    { name: 'trailing slash', url: `${url}/`, sameRoute: true },
    { name: ';params', url: each((s, i) => (i === lastWord ? `${s};jsessionid=1` : s)), sameRoute: false },
    { name: ';params at the end', url: `${url};a=b`, sameRoute: false },
    { name: 'another case', url: each((s) => s.toUpperCase()), sameRoute: false },
    { name: 'a dot segment', url: each((s, i) => (i === lastWord ? `./${s}` : s)), sameRoute: false },
  ];
}

async function send(method: string, url: string, headers: Record<string, string>, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: (payload ?? {}) as object }),
  });
  return res.statusCode;
}

/** Sends every spelling of every route in `routes` with `headers`; answers what came back that should not have. */
async function wrongAnswers(
  routes: RegisteredRoute[],
  headers: Record<string, string>,
  refusedWith: number[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const spelling of spellings(route, concrete(route))) {
      const status = await send(route.method, spelling.url, headers);
      const allowed = spelling.sameRoute ? refusedWith : [...refusedWith, 404];
      if (!allowed.includes(status)) wrong.push(`${route.method} ${spelling.url} (${spelling.name}) → ${status}`);
    }
  }
  return wrong;
}

const declared = (kind: RouteAccess['kind']) => t.app.routeList.filter((r) => r.access?.kind === kind);

describe('every route declares who may call it', () => {
  it('the API: each route of the route table, now and later', () => {
    const routes = t.app.routeList;
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'declare access on the route (docs/route-access.md)').toEqual([]);
    // Partners' and staff's routes are where the money and the guests' data are: they are never public by accident.
    for (const route of routes) {
      const kind = describeAccess(route.access);
      if (route.url.startsWith('/api/v1/octo') || route.url.startsWith('/api/v1/external/get'))
        expect(`${route.url} ${kind}`).toMatch(/ apiKey:/);
      if (route.url.startsWith('/api/v1/web/operator')) expect(`${route.url} ${kind}`).toMatch(/ signedIn:/);
      if (/^\/api\/v1\/octo\/bookings/.test(route.url)) expect(`${route.url} ${kind}`).toMatch(/ apiKey:booking$/);
    }
  });

  it('the built files, whose routes a plugin makes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-access-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    const site = await buildTestApp({ staticDir: dist });
    try {
      const files = site.app.routeList.filter((r) => r.url === '/favicon.svg' || r.url === '/assets/app-1.js');
      expect(files.map((r) => describeAccess(r.access))).toEqual(['public', 'public']);
      expect(site.app.routeList.filter((r) => !r.access).map((r) => r.url)).toEqual([]);
      expect((await site.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
      // Pages still get the shell through the not-found handler.
      expect(
        (
          await site.app.inject({
            method: 'GET',
            url: '/cayman-islands/trip-builder',
            headers: { accept: 'text/html' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await site.app.inject({ method: 'GET', url: '/api/v1/web/nothing-here' })).statusCode).toBe(404);
    } finally {
      await site.close();
    }
  });

  it('a route that declares nothing is refused, not served', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerRouteAccess(app, { apiKey: async () => undefined, signedIn: async () => undefined });
    app.get('/declared', access.public, async () => 'ok');
    app.get('/forgotten', async () => 'secret');
    expect((await app.inject('/declared')).statusCode).toBe(200);
    const forgotten = await app.inject('/forgotten');
    expect(forgotten.statusCode).toBe(500);
    expect(forgotten.body).not.toContain('secret');
    await app.close();
  });
});

describe('a protected route spelled another way is the same route, or none', () => {
  it('partner routes: without a key every spelling is refused (401) or no route', async () => {
    expect(await wrongAnswers(declared('apiKey'), {}, [401])).toEqual([]);
  });

  it('booking routes with an availability-only key: refused (403) or no route, whatever the spelling', async () => {
    const key = await makeKey(t, 'Availability only', ['--owner', 'Sands Hotel', '--rate', '100000']);
    const bookingRoutes = declared('apiKey').filter((r) => r.access?.kind === 'apiKey' && r.access.scope === 'booking');
    expect(bookingRoutes.length).toBeGreaterThanOrEqual(7);
    expect(await wrongAnswers(bookingRoutes, { authorization: `Bearer ${key}`, 'x-api-key': key }, [403])).toEqual([]);
    // The attack as reported: an availability key reserving through a percent-encoded path books nothing.
    const reserve = await t.app.inject({
      method: 'POST',
      url: '/api/v1/octo/%62ookings',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        uuid: '3f0c1c52-4a4b-4a43-8f7e-1d0a1d2f3e4f',
        productId: 'boat-small',
        optionId: '2h',
        availabilityId: `${slot(9)}~2h`,
        unitItems: [{ unitId: 'adult' }],
      },
    });
    expect(reserve.statusCode).toBe(403);
    expect(await rows(t, `SELECT count(*)::int AS n FROM slot_holds WHERE owner_kind <> 'device'`)).toEqual([{ n: 0 }]);
  });

  it('signed-in routes: without a token (401), or a user without the permission (403), whatever the spelling', async () => {
    const signedInRoutes = declared('signedIn');
    expect(signedInRoutes.length).toBeGreaterThanOrEqual(14);
    expect(await wrongAnswers(signedInRoutes, {}, [401])).toEqual([]);

    const agent = await agentWithTokens(t, 'desk@route-access.test', { agency: 'Route Access Hotel' });
    const made = await t.admin(
      [
        'create-user',
        '--email',
        'skipper@route-access.test',
        '--role',
        'captain',
        '--name',
        'Skipper',
        '--password-stdin',
      ],
      `${PASSWORD}\n`,
    );
    expect(made.exitCode).toBe(0);
    const captain = await login(t, 'skipper@route-access.test');
    const permitted = { agent: ['discount', 'customTime', 'reserve'], captain: ['manifest'] } as const;
    for (const [who, tokens] of [
      ['agent', agent],
      ['captain', captain],
    ] as const) {
      const notTheirs = signedInRoutes.filter(
        (r) =>
          r.access?.kind === 'signedIn' &&
          r.access.permission &&
          !(permitted[who] as readonly string[]).includes(r.access.permission),
      );
      expect(notTheirs.length).toBeGreaterThan(0);
      expect(await wrongAnswers(notTheirs, bearer(tokens.accessToken), [403])).toEqual([]);
    }
  });

  it("device routes: another device never reaches a device's hold, payment, booking or inquiry, whatever the spelling", async () => {
    // Device A: a paid booking, a second hold with an open checkout, an inquiry; an agent's reservation paid by link.
    const paid = await holdTrip(t, slot(10));
    const session = await createCheckout(t, paid.body, paid.cookie);
    const card = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana+Ebanks';
    await t.app.inject({
      method: 'POST',
      url: session.body.url,
      payload: card,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `${PAY}/status/${session.body.paymentStorageId}`,
      headers: { cookie: paid.cookie },
    });
    const { bookingRef } = status.json();
    expect(bookingRef).toMatch(/^KY-/);
    const held = await holdTrip(t, slot(11), undefined, paid.cookie);
    const pending = await createCheckout(t, held.body, paid.cookie);
    expect(pending.status).toBe(200);
    const inquiry = await postJson(t.app, 'email/call-request', callRequestBody(), { cookie: paid.cookie });
    expect(inquiry.status).toBe(201);
    const agent = await agentWithTokens(t, 'links@route-access.test', { agency: 'Route Access Links' });
    const reservation = await reserveAs(t, agent.accessToken, reserveBody({ startTime: slot(12) }));
    expect(reservation.status).toBe(201);

    const owned: Record<string, string> = {
      bookingId: held.holdId,
      id: held.holdId,
      paymentStorageId: pending.body.paymentStorageId,
      bookingRef,
      inquiryRef: inquiry.body.inquiryRef,
    };
    const bodies: Record<string, unknown> = {
      'POST /api/v1/web/email/booking-confirmed': {
        paymentId: session.body.paymentStorageId,
        paymantDate: new Date().toISOString(),
      },
      'POST /api/v1/web/email/booking-experience': { bookingRef, message: 'Somebody else writing.' },
      'POST /api/v1/web/booking/confirmed/:bookingRef/change': { startTime: slot(14) },
      'POST /api/v1/web/booking/confirmed/:bookingRef/change-checkout': { startTime: slot(14) },
      'POST /api/v1/web/booking/reservation-payment/:id/checkout': { token: 'A'.repeat(32) },
    };
    const deviceRoutes = declared('device').filter((r) => r.url.includes(':') || `${r.method} ${r.url}` in bodies);
    expect(deviceRoutes.length).toBeGreaterThanOrEqual(12);
    const stranger = await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge` });
    const strangerCookie = cookieHeader(stranger.cookies);
    const before = await rows(
      t,
      `SELECT (SELECT string_agg(status, ',' ORDER BY booking_id) FROM slot_holds) AS holds,
      (SELECT string_agg(status, ',' ORDER BY id) FROM payments) AS payments, (SELECT count(*)::int FROM bookings WHERE cancelled_at IS NOT NULL) AS cancelled,
      (SELECT count(*)::int FROM email_outbox) AS mails`,
    );
    const wrong: string[] = [];
    for (const route of deviceRoutes) {
      const values = route.url.includes('reservation-payment')
        ? { id: reservation.body.reservationId as string }
        : owned;
      for (const spelling of spellings(route, concrete(route, values))) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: spelling.url,
          headers: { cookie: strangerCookie },
          ...(route.method === 'POST' ? { payload: (bodies[`${route.method} ${route.url}`] ?? {}) as object } : {}),
        });
        if (res.statusCode < 400 || res.statusCode >= 500)
          wrong.push(`${route.method} ${spelling.url} (${spelling.name}) → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(
      await rows(
        t,
        `SELECT (SELECT string_agg(status, ',' ORDER BY booking_id) FROM slot_holds) AS holds,
      (SELECT string_agg(status, ',' ORDER BY id) FROM payments) AS payments, (SELECT count(*)::int FROM bookings WHERE cancelled_at IS NOT NULL) AS cancelled,
      (SELECT count(*)::int FROM email_outbox) AS mails`,
      ),
    ).toEqual(before);
  });
});
