// Bad path params and query strings on every catalogue route: always a JSON 4xx, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { CATALOGUE_ROUTES, encodeParams, urlOf, type RouteCase } from '../support/catalogueRoutes';
import { API, getJson } from '../support/request';
import { buildTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Already encoded for a URL: some are deliberately broken percent-encodings. */
const BAD_PATH_VALUES = [
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%C0%AE%C0%AE',
  encodeURIComponent('../../etc/passwd'),
  '..%2F..%2Fetc',
  encodeURIComponent(' '),
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent("x' OR '1'='1"),
  encodeURIComponent('🙂'),
  'a'.repeat(1999),
  'a'.repeat(5000),
  ',',
  ',,,',
  'a,,b',
  'NaN',
  '-1',
  '1e9',
  encodeURIComponent('a b'),
  '%2C',
  'x'.repeat(101),
  encodeURIComponent('{"$ne":null}'),
];

const BAD_QUERY_VALUES = [
  '',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  'NaN',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  'Infinity',
  'true',
  '[]',
  '{}',
  'a'.repeat(10000),
  '__proto__',
  'constructor',
  encodeURIComponent('🙂'),
  ',',
  ',,',
  'a,,b',
  encodeURIComponent('<b>'),
  '2026-13-45',
  '2026-02-30',
  'null',
  'undefined',
];

function assertClientAnswer(url: string, res: { status: number; body: any; headers: Record<string, unknown> }) {
  if (res.status >= 500) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.status >= 400) {
    expect(String(res.headers['content-type']), url).toContain('application/json');
    expect(typeof res.body.message, url).toBe('string');
    expect(typeof res.body.code, url).toBe('string');
  }
}

function queryVariants(c: RouteCase): string[] {
  const variants: string[] = [];
  const keys = [...Object.keys(c.query), '__proto__', 'constructor'];
  for (const key of keys) {
    for (const bad of BAD_QUERY_VALUES) {
      const rest = new URLSearchParams(Object.entries(c.query).filter(([k]) => k !== key)).toString();
      variants.push(`${rest ? `${rest}&` : ''}${key}=${bad}`);
    }
    const value = c.query[key] ?? 'x';
    variants.push(
      `${key}=${value}&${key}=${value}`,
      `${key}[]=${value}`,
      `${key}[a]=1`,
      `${key}[__proto__][x]=1`,
      key,
      `${key}=${value}&${key}[]=`,
    );
  }
  variants.push('__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '&&&', '=', '%=%', 'a=%E0%A4%A&b=%');
  return variants;
}

describe('malformed path params', () => {
  for (const c of CATALOGUE_ROUTES) {
    const names = Object.keys(c.params);
    if (names.length === 0) continue;
    it(`${c.template} never answers 5xx`, async () => {
      for (const name of names) {
        for (const bad of BAD_PATH_VALUES) {
          const url = urlOf(c, { ...encodeParams(c.params), [name]: bad });
          assertClientAnswer(url, await getJson(t.app, url));
        }
      }
    });
  }
});

describe('malformed query strings', () => {
  for (const c of CATALOGUE_ROUTES) {
    it(`${c.template} never answers 5xx`, async () => {
      for (const rawQuery of queryVariants(c)) {
        const url = urlOf(c, encodeParams(c.params), rawQuery);
        assertClientAnswer(url, await getJson(t.app, url));
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});

describe('clear 400 answers', () => {
  const cases: [string, string][] = [
    ['activity/activities/reg-north?totalPerson=abc', 'totalPerson'],
    ['activity/activities/reg-north?totalPerson=0', 'totalPerson'],
    ['activity/activities/reg-north?totalPerson=4&totalPerson=5', 'totalPerson'],
    ['tutorial/reg-north?totalPerson=1.5', 'totalPerson'],
    ['boat?price=-1', 'price'],
    ['boat?length=ten', 'length'],
    ['boat?sort=name', 'sort'],
    ['boat?order=up&sort=price', 'order'],
    ['boat?guests=1e3', 'guests'],
    ['boat?startDate=tomorrow', 'startDate'],
    ['boat?destination=a%20b', 'destination'],
    ['boat?destination=a&destination=b', 'destination'],
    ['boat/compare/reg-north?ids=', 'ids'],
    ['activity/ids/,,,', 'ids'],
    ['activity/ids/act-snorkel?typeIds=Swimming', 'typeIds'],
    ['country?includeAdventures=yes', 'includeAdventures'],
    ['boatingCL?type=FOOD', 'type'],
    ['post?kind=TWEET', 'kind'],
    ['review?boatId=%3Cb%3E', 'boatId'],
    ['boat/a%20b', 'id'],
    [`boat/${'x'.repeat(101)}`, 'id'],
    ['policy/cayman-fixture/cookies', 'slug'],
    ['destinations/country/cayman-fixture/type/see%20do', 'type'],
  ];
  for (const [path, field] of cases) {
    it(`${path.slice(0, 60)} → 400 naming ${field}`, async () => {
      const res = await getJson(t.app, `${API}/${path}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(res.body.message).toContain(field);
    });
  }
});

describe('random input (property-based)', () => {
  it('any string as a path param or a query value gets a non-5xx answer', async () => {
    const routeIndex = fc.integer({ min: 0, max: CATALOGUE_ROUTES.length - 1 });
    await fc.assert(
      fc.asyncProperty(
        routeIndex,
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.boolean(),
        async (i, text, raw) => {
          const c = CATALOGUE_ROUTES[i]!;
          const value = raw ? text.replace(/[^\x21-\x7e]|[/?#]/g, '') : encodeURIComponent(text);
          const name = Object.keys(c.params)[0];
          const key = Object.keys(c.query)[0] ?? 'q';
          const url = name
            ? urlOf(c, { ...encodeParams(c.params), [name]: value || 'x' })
            : urlOf(c, c.params, `${key}=${encodeURIComponent(text)}`);
          const res = await getJson(t.app, url);
          assertClientAnswer(url, res);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('router-level errors keep the JSON shape', () => {
  it('bad percent-encoding in the path → 400 { message, code }', async () => {
    const res = await getJson(t.app, `${API}/boat/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Invalid path: not a valid URL (check its percent-encoding)',
      code: 'BAD_REQUEST',
    });
  });

  it('a path segment past 2000 characters → 414 { message, code }', async () => {
    const res = await getJson(t.app, `${API}/boat/${'a'.repeat(2500)}`);
    expect(res.status).toBe(414);
    expect(res.body.code).toBe('URI_TOO_LONG');
  });
});

describe('requests node refuses before routing', () => {
  it('answers a control character in a header with { message, code }, not Fastify default body', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nIdempotency-Key: \x01\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Invalid request: not valid HTTP (check the headers)',
      code: 'BAD_REQUEST',
    });
  });
});
