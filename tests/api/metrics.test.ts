// Issue #54, 'Watch it': Prometheus metrics on a listener of their own. Request latency by matched route (never the
// URL's text), error counts, holds, bookings, the outbox's depth and oldest age, mail failures, the database pool and
// event-loop lag; deploy/alerts.yml names only metrics that exist; no label carries a guest's data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMetricsListener } from '../../src/server/metrics/metricsListener';
import { deliverDue } from '../../src/server/email/outboxWorker';
import { emailSettings } from '../../src/server/email/settings';
import { bookTrip, buildOperatorTestApp, type OperatorTestApp } from '../support/operatorTestApp';
import { holdTrip, slot } from '../support/paymentTestApp';

const repoRoot = join(import.meta.dirname, '../..');
let t: OperatorTestApp;
let listener: Awaited<ReturnType<typeof startMetricsListener>>;
let scraped = '';

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  t = await buildOperatorTestApp();
  listener = await startMetricsListener(t.app.metrics, 0, '127.0.0.1');
  const booked = await bookTrip(t, slot(10));
  await holdTrip(t, slot(11));
  // A mail that fails: counted as a failure, and the outbox still holds it.
  await deliverDue(
    t.database.db,
    {
      name: 'file',
      send: async () => {
        throw new Error('the relay refused');
      },
      close: () => {},
    },
    emailSettings({}, { now: () => new Date() }),
    undefined,
    { onFailure: () => t.app.metrics.mailFailures.inc() },
  );
  await t.app.inject({ url: `/api/v1/web/booking/confirmed/${booked.ref}?token=${booked.token}` });
  await t.app.inject({ url: '/api/v1/web/booking/confirmed/KY-NOPE1234?email=ana%40example.test' });
  scraped = await (await fetch(`http://127.0.0.1:${listener.port}/metrics`)).text();
}, 120_000);

afterAll(async () => {
  await listener?.close();
  await t?.close();
});

describe('metrics', () => {
  it('are served on their own listener, not by the app', async () => {
    expect(scraped).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${listener.port}/other`)).status).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('time requests by the route that matched, count errors, and carry no guest data', () => {
    expect(scraped).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/web\/booking\/hold",status_code="200"\} \d+/,
    );
    expect(scraped).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/web\/booking\/confirmed\/:bookingRef",status_code="200"\} 1/,
    );
    expect(scraped).toMatch(
      /http_request_errors_total\{method="GET",route="\/api\/v1\/web\/booking\/confirmed\/:bookingRef",status_code="4\d\d"\} 1/,
    );
    for (const personal of ['KY-', 'ana@', 'example.test', 'token=', 'Ebanks']) expect(scraped).not.toContain(personal);
  });

  it('read holds, bookings, the outbox and mail failures from the database and the process', () => {
    expect(value(scraped, 'charters_holds{status="HELD"}')).toBe(1);
    expect(value(scraped, 'charters_holds{status="BOOKED"}')).toBe(1);
    expect(value(scraped, 'charters_holds{status="EXPIRED"}')).toBe(0);
    expect(value(scraped, 'charters_bookings{state="confirmed"}')).toBe(1);
    expect(value(scraped, 'charters_refunds')).toBe(0);
    expect(value(scraped, 'charters_outbox_depth')).toBeGreaterThan(0);
    expect(value(scraped, 'charters_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(scraped, 'charters_mail_send_failures_total')).toBeGreaterThan(0);
    expect(value(scraped, 'charters_database_up')).toBe(1);
    expect(scraped).toMatch(/charters_db_pool_connections\{state="total"\} \d+/);
    expect(scraped).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(scraped).toMatch(/charters_build_info\{version="[^"]+",commit="[^"]+"\} 1/);
  });

  it('deploy/alerts.yml alerts only on metrics the server has', () => {
    const rules = parse(readFileSync(join(repoRoot, 'deploy/alerts.yml'), 'utf8')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    const names = new Set(
      [...scraped.matchAll(/^# TYPE (\S+) (\w+)/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
      ),
    );
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.length).toBeGreaterThan(4);
    for (const { alert, expr } of alerts) {
      const used = [...expr.matchAll(/\b((?:charters|http|nodejs|process)_[a-z0-9_]+)\b/g)].map((m) => m[1]);
      expect(used.length, alert).toBeGreaterThan(0);
      for (const name of used) expect(names, `${alert}: ${name}`).toContain(name);
    }
  });
});
