// The OpenAPI description of the partner routes (GET /api/v1/external/openapi.json) cannot drift from them: it is
// linted clean by Redocly's recommended rules, it has an operation with an operationId for every partner route the
// server registers, and real requests and answers of every route (with and without OCTO's capabilities, holds,
// bookings, errors, a rate-limited key) are checked against its schemas, whose answers are closed objects.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';
import { call, EXTERNAL, makeKey, OCTO } from '../support/partnerTestApp';
import { timeSlotsBody } from '../support/fixtureRequests';

let t: AgentTestApp;
let doc: any;
let ajv: Ajv2020;
let live: string;
beforeAll(async () => {
  t = await buildAgentTestApp();
  live = await makeKey(t, 'OpenAPI reseller', ['--kind', 'reseller', '--rate', '100000']);
  doc = (await call(t, 'GET', `${EXTERNAL}/openapi.json`, {})).body;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'partner');
});
afterAll(async () => {
  await t?.close();
});

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
/** The route's path in the description ('/octo/bookings/{uuid}'). */
const docPath = (url: string) => url.replace('/api/v1', '').replace(/:(\w+)/g, '{$1}');

const checked = new Set<string>();
/** Validates an answer (and the request body sent) against the description of that route and status. */
function expectDescribed(method: string, route: string, res: { status: number; body: unknown }, payload?: unknown) {
  const op = doc.paths[route]?.[method.toLowerCase()];
  expect(op, `${method} ${route} is described`).toBeDefined();
  const status = String(res.status);
  expect(op.responses[status], `${method} ${route} describes ${status}`).toBeDefined();
  const validate = ajv.getSchema(
    `partner#/${pointer('paths', route, method.toLowerCase(), 'responses', status, 'content', 'application/json', 'schema')}`,
  )!;
  expect(
    validate(res.body),
    `${method} ${route} ${status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(res.body).slice(0, 400)}`,
  ).toBe(true);
  if (payload !== undefined && res.status === 200) {
    const request = ajv.getSchema(
      `partner#/${pointer('paths', route, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`,
    )!;
    expect(request(payload), `${method} ${route} request: ${ajv.errorsText(request.errors)}`).toBe(true);
  }
  checked.add(`${method} ${route}`);
}

const ALL_CAPS = 'octo/pricing, octo/pickups, octo/content';
/** The described path a concrete one falls under ('/octo/bookings/6f1c…/confirm' → '/octo/bookings/{uuid}/confirm'). */
function templateOf(path: string): string {
  const found = Object.keys(doc.paths).find((tpl) => new RegExp(`^${tpl.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
  return found ?? path;
}

async function octo(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: unknown,
  caps = ALL_CAPS,
  route = templateOf(`/octo${path.split('?')[0]}`),
) {
  const headers: Record<string, string> = { authorization: `Bearer ${live}` };
  if (caps) headers['octo-capabilities'] = caps;
  const res = await call(t, method, `${OCTO}${path}`, headers, payload);
  expectDescribed(method, route, res, payload);
  return res;
}
const uuidOf = (name: string) =>
  createHash('sha256')
    .update(name)
    .digest('hex')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, '$1-$2-4$3-8$4-$5');
const slotId = (day: number, clock = '13:00') => `2026-12-${String(day).padStart(2, '0')}T${clock}:00-05:00~2h`;
const contact = {
  firstName: 'Ana',
  lastName: 'Ebanks',
  emailAddress: 'ana@example.test',
  phoneNumber: '+1 345 555 0100',
  country: 'KY',
  notes: 'Shellfish allergy',
};

describe('the partner OpenAPI description', () => {
  it('is linted clean by Redocly (recommended rules: no error, no warning)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('describes every partner route the server registers, each with an operationId', () => {
    const routes = t.app.routeList
      .filter(
        (r) => (r.url.startsWith(EXTERNAL) || r.url.startsWith(OCTO)) && r.method !== 'OPTIONS' && r.method !== 'HEAD',
      )
      .filter((r) => r.url !== `${EXTERNAL}/openapi.json`);
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const ids = new Set<string>();
    for (const r of routes) {
      const op = doc.paths[docPath(r.url)]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op.operationId).toMatch(/^[a-zA-Z]+$/);
      ids.add(op.operationId);
    }
    expect(ids.size).toBe(routes.length);
  });

  it('describes the real answers of the external availability routes, and their errors', async () => {
    const key = await makeKey(t, 'OpenAPI hotel', ['--rate', '3']);
    const boats = '/external/getAvailableBoats';
    const times = '/external/getAvailableTimes';
    expectDescribed(
      'GET',
      boats,
      await call(t, 'GET', `${EXTERNAL}/getAvailableBoats?startDate=2026-12-04&endDate=2026-12-06&countryId=fx-ky`, {
        'x-api-key': key,
      }),
    );
    const body = timeSlotsBody('2026-12-01', { endDate: '2026-12-04' });
    expectDescribed(
      'POST',
      times,
      await call(t, 'POST', `${EXTERNAL}/getAvailableTimes`, { 'x-api-key': key }, body),
      body,
    );
    expectDescribed(
      'POST',
      times,
      await call(t, 'POST', `${EXTERNAL}/getAvailableTimes`, { 'x-api-key': key }, { ...body, tripDuration: 99 }),
    );
    expectDescribed(
      'GET',
      boats,
      await call(t, 'GET', `${EXTERNAL}/getAvailableBoats?startDate=2026-12-04&countryId=fx-ky`, { 'x-api-key': key }),
    ); // 429
    expectDescribed(
      'GET',
      boats,
      await call(t, 'GET', `${EXTERNAL}/getAvailableBoats?startDate=2026-12-04&countryId=fx-ky`, {}),
    );
    expectDescribed(
      'GET',
      boats,
      await call(t, 'GET', `${EXTERNAL}/getAvailableBoats?startDate=2026-12-04&countryId=nowhere`, {
        'x-api-key': live,
      }),
    );
    const bookingOnly = await makeKey(t, 'OpenAPI booking only', ['--kind', 'reseller', '--scopes', 'booking']);
    expectDescribed(
      'GET',
      boats,
      await call(t, 'GET', `${EXTERNAL}/getAvailableBoats?startDate=2026-12-04&countryId=fx-ky`, {
        'x-api-key': bookingOnly,
      }),
    );
  });

  it('describes the real answers of every OCTO route, with and without capabilities, through a whole booking', async () => {
    for (const caps of [ALL_CAPS, '']) {
      await octo('GET', '/supplier', undefined, caps);
      await octo('GET', '/products', undefined, caps);
      await octo('GET', '/products/boat-small', undefined, caps);
      await octo(
        'POST',
        '/availability/calendar',
        {
          productId: 'boat-small',
          optionId: '2h',
          localDateStart: '2026-12-01',
          localDateEnd: '2026-12-10',
          units: [{ id: 'adult', quantity: 2 }],
        },
        caps,
      );
      await octo('POST', '/availability', { productId: 'boat-small', optionId: '2h', localDate: '2026-12-04' }, caps);
    }
    await octo('GET', '/products/nope');
    await octo('POST', '/availability', {
      productId: 'boat-small',
      optionId: '2h',
      localDate: '2026-12-04',
      availabilityIds: [slotId(4)],
    });

    const reserve = {
      uuid: uuidOf('openapi-1'),
      productId: 'boat-small',
      optionId: '2h',
      availabilityId: slotId(24),
      unitItems: [{ unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: 'OA-1',
      contact,
      notes: 'Birthday',
    };
    expect((await octo('POST', '/bookings', reserve)).body.status).toBe('ON_HOLD');
    await octo('POST', '/bookings', { ...reserve, uuid: uuidOf('openapi-2') }); // the start is held: 400 UNPROCESSABLE_ENTITY
    await octo('POST', '/bookings', { ...reserve, uuid: uuidOf('openapi-3'), unitItems: [{ unitId: 'dog' }] });
    await octo('POST', `/bookings/${reserve.uuid}/extend`, { expirationMinutes: 20 });
    await octo('PATCH', `/bookings/${reserve.uuid}`, {
      availabilityId: slotId(24, '16:00'),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    await octo('GET', `/bookings/${reserve.uuid}`, undefined, '');
    expect(
      (await octo('POST', `/bookings/${reserve.uuid}/confirm`, { contact, resellerReference: 'OA-1', notes: 'Cake' }))
        .body.status,
    ).toBe('CONFIRMED');
    await octo('PATCH', `/bookings/${reserve.uuid}`, {
      notes: 'Two cakes',
      contact: { phoneNumber: '+1 345 555 0111' },
    });
    await octo('GET', '/bookings?resellerReference=OA-1');
    await octo('GET', '/bookings');
    expect((await octo('POST', `/bookings/${reserve.uuid}/cancel`, { reason: 'Plans changed' })).body.status).toBe(
      'CANCELLED',
    );
    await octo('GET', `/bookings/${uuidOf('nobody')}`);
    await octo('GET', `/bookings/${reserve.uuid}`, undefined, ALL_CAPS);
    // No key, and a key without the booking scope.
    const bare = await call(t, 'GET', `${OCTO}/products`, {});
    expectDescribed('GET', '/octo/products', bare);
    const reader = await makeKey(t, 'OpenAPI reader', ['--kind', 'partner']);
    expectDescribed(
      'POST',
      '/octo/bookings',
      await call(t, 'POST', `${OCTO}/bookings`, { authorization: `Bearer ${reader}` }, reserve),
    );
  });

  it('has checked a real answer of every route', () => {
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.filter((op) => !checked.has(op))).toEqual([]);
  });
});
