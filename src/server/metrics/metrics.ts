// Prometheus metrics (prom-client): per process, the HTTP answers by matched route (never the URL's text: bounded
// labels, no personal data), mail failures, the database pool and Node's own (event-loop lag, memory, CPU); from the
// database, read at most every few seconds, the business's state: holds by status, bookings, refunds and the outbox.
// The database's figures are the same on every process: aggregate them with max(), the per-process ones with sum().
import { defined } from '../../domain/schema';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { buildInfo } from '../buildInfo';
import { rowsOf } from '../db/rows';

export interface Metrics {
  registry: Registry;
  mailFailures: Counter;
}

interface DatabaseFigures {
  holds: Record<string, number>;
  bookings: number;
  cancelledBookings: number;
  refunds: number;
  refundedCents: number;
  outboxDepth: number;
  outboxOldestSeconds: number;
  outboxFailed: number;
}

/** A scrape every 15 s from each of several processes need not count the tables each time. */
const FIGURES_KEPT_MS = 5000;
const FIGURES_TIMEOUT_MS = 3000;

async function readFigures(database: Database): Promise<DatabaseFigures> {
  const result = await database.db.execute(sql`SELECT
    (SELECT coalesce(json_object_agg(status, n), '{}'::json) FROM (SELECT status, count(*)::int AS n FROM slot_holds GROUP BY status) h) AS holds,
    (SELECT count(*)::int FROM bookings) AS bookings,
    (SELECT count(*)::int FROM bookings WHERE cancelled_at IS NOT NULL) AS cancelled,
    (SELECT count(*)::int FROM refunds) AS refunds,
    (SELECT coalesce(sum(amount_cents), 0)::bigint FROM refunds) AS refunded_cents,
    (SELECT count(*)::int FROM email_outbox WHERE status IN ('PENDING', 'SENDING')) AS outbox_depth,
    (SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 FROM email_outbox WHERE status IN ('PENDING', 'SENDING')) AS outbox_oldest,
    (SELECT count(*)::int FROM email_outbox WHERE status = 'FAILED') AS outbox_failed`);
  const row = defined(rowsOf(result)[0], 'the metrics row');
  const holds = typeof row.holds === 'string' ? JSON.parse(row.holds) : row.holds;
  return {
    holds: holds as Record<string, number>,
    bookings: Number(row.bookings),
    cancelledBookings: Number(row.cancelled),
    refunds: Number(row.refunds),
    refundedCents: Number(row.refunded_cents),
    outboxDepth: Number(row.outbox_depth),
    outboxOldestSeconds: Number(row.outbox_oldest),
    outboxFailed: Number(row.outbox_failed),
  };
}

/**
 * The route a request matched, as registered: API routes by their pattern, built files as 'static', pages as 'page'.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return request.url.startsWith('/api/') || request.url === '/api' ? 'unmatched' : 'page';
  return route.startsWith('/api/') || route.startsWith('/test-checkout') ? route : 'static';
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const build = buildInfo();
  new Gauge({
    name: 'charters_build_info',
    help: 'The build this process runs (always 1).',
    labelNames: ['version', 'commit'],
    registers: [registry],
  }).set({ version: build.version, commit: build.commit }, 1);

  let kept: { at: number; figures: Promise<DatabaseFigures | null> } | undefined;
  const figures = () => {
    if (!kept || Date.now() - kept.at > FIGURES_KEPT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), FIGURES_TIMEOUT_MS);
      });
      const read = readFigures(database).catch(() => null);
      kept = { at: Date.now(), figures: Promise.race([read, timeout]).finally(() => clearTimeout(timer)) };
    }
    return kept.figures;
  };
  const fromDatabase = (
    name: string,
    help: string,
    pick: (f: DatabaseFigures, gauge: Gauge) => void,
    labelNames: string[] = [],
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const f = await figures();
        if (f) pick(f, this);
      },
    });
  new Gauge({
    name: 'charters_database_up',
    help: 'Whether the database answered the last read of its figures (1) or not (0).',
    registers: [registry],
    async collect() {
      this.set((await figures()) ? 1 : 0);
    },
  });
  fromDatabase(
    'charters_holds',
    'Holds in the database by status (HELD: live now; EXPIRED counts up as holds lapse).',
    (f, g) => {
      for (const status of ['HELD', 'BOOKED', 'RELEASED', 'EXPIRED']) g.set({ status }, f.holds[status] ?? 0);
    },
    ['status'],
  );
  fromDatabase(
    'charters_bookings',
    'Bookings ever confirmed (paid or on account), and those cancelled since.',
    (f, g) => {
      g.set({ state: 'confirmed' }, f.bookings);
      g.set({ state: 'cancelled' }, f.cancelledBookings);
    },
    ['state'],
  );
  fromDatabase('charters_refunds', 'Refunds made.', (f, g) => g.set(f.refunds));
  fromDatabase('charters_refunded_cents', 'Money refunded, in cents.', (f, g) => g.set(f.refundedCents));
  fromDatabase('charters_outbox_depth', 'Emails waiting to be delivered (pending or being sent).', (f, g) =>
    g.set(f.outboxDepth),
  );
  fromDatabase(
    'charters_outbox_oldest_age_seconds',
    'Age of the oldest email waiting to be delivered (0: none waits).',
    (f, g) => g.set(f.outboxOldestSeconds),
  );
  fromDatabase('charters_outbox_failed', 'Emails given up on after every retry.', (f, g) => g.set(f.outboxFailed));

  new Gauge({
    name: 'charters_db_pool_connections',
    help: "This process's database connections: open, idle and requests waiting for one.",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const mailFailures = new Counter({
    name: 'charters_mail_send_failures_total',
    help: 'Attempts to deliver an email that failed (each is retried later).',
    registers: [registry],
  });
  return { registry, mailFailures };
}

/** Times every answer by method, matched route and status; counts the 4xx and 5xx ones apart. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Answers with a 4xx or 5xx status, by method, matched route and status.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc(labels);
  });
}
