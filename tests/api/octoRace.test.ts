// One slot, many buyers at once: 30 resellers' reserves, 30 guests' holds and 5 agents' reservations race for one
// start of one boat, and exactly one wins (the exclusion constraint decides for all of them). In-process requests
// only (no network), a fixed count. On PGlite transactions run one at a time; CI runs this file on PostgreSQL too.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithTokens, buildAgentTestApp, reserveAs, reserveBody, type AgentTestApp } from '../support/agentTestApp';
import { postJson } from '../support/bookingTestApp';
import { rows } from '../support/paymentTestApp';
import { call, makeKey, OCTO } from '../support/partnerTestApp';

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp();
});
afterAll(async () => {
  await t?.close();
});

const START = '2026-12-04T13:00:00-05:00';

describe('a race for one slot', () => {
  it(
    'has one winner among 30 reseller reserves, 30 guest holds and 5 agent reservations',
    { timeout: 180_000 },
    async () => {
      const key = await makeKey(t, 'Racing reseller', ['--kind', 'reseller', '--rate', '100000']);
      const { accessToken } = await agentWithTokens(t, 'racer@desk.test', { agency: 'Racing Desk' });
      const reseller = () =>
        call(
          t,
          'POST',
          `${OCTO}/bookings`,
          { authorization: `Bearer ${key}` },
          {
            uuid: randomUUID(),
            productId: 'boat-small',
            optionId: '3h',
            availabilityId: `${START}~3h`,
            unitItems: [{ unitId: 'adult' }],
          },
        ).then((r) => ({ who: 'reseller', won: r.status === 200, status: r.status, body: r.body }));
      const guest = () =>
        postJson(
          t.app,
          'booking/hold',
          {
            startTime: START,
            tripType: 'STANDARD',
            countryId: 'fx-ky',
            timezone: 'America/Cayman',
            boats: [{ boatId: 'boat-small', duration: 3, boatRole: 'primary' }],
          },
          { 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 200) + 1}` },
        ).then((r) => ({ who: 'guest', won: r.status === 200, status: r.status, body: r.body }));
      const agent = () =>
        reserveAs(t, accessToken, reserveBody({ startTime: START })).then((r) => ({
          who: 'agent',
          won: r.status === 201,
          status: r.status,
          body: r.body,
        }));
      const racers = [
        ...Array.from({ length: 30 }, reseller),
        ...Array.from({ length: 30 }, guest),
        ...Array.from({ length: 5 }, agent),
      ];
      const answers = await Promise.all(racers);
      const winners = answers.filter((a) => a.won);
      expect(winners, JSON.stringify(answers.filter((a) => a.status >= 500).slice(0, 3))).toHaveLength(1);
      // Every loser was told the slot is taken, none failed otherwise.
      for (const loser of answers.filter((a) => !a.won)) {
        if (loser.who === 'reseller') expect(loser.body).toMatchObject({ error: 'UNPROCESSABLE_ENTITY' });
        else expect(loser.status, JSON.stringify(loser.body)).toBe(409);
      }
      const live: any[] = await rows(
        t,
        `SELECT count(*)::int AS n FROM boat_reservations WHERE boat_id = 'boat-small' AND status IN ('HELD', 'BOOKED')
      AND during && tstzrange('2026-12-04T18:00:00Z', '2026-12-04T21:00:00Z')`,
      );
      expect(live[0].n).toBe(1);
    },
  );
});
