// The slowest answer to a 256 KB body (the server's body limit): every POST route the server registered gets bodies of
// that size shaped to cost the most (one long string, many long strings, deep nesting, wide lists, many keys, NUL and
// unpaired surrogates, a long string inside a valid trip) over HTTP on 127.0.0.1, each several times. Prints the
// slowest answer per shape and overall; exit code 1 if any answer takes 50 ms or more, or is a 5xx.
//   node --import tsx tests/bench/large-body.ts [--runs=5]     (TEST_DATABASE_URL=… for PostgreSQL)
import http from 'node:http';
import { buildEmailTestApp, pricedTrip } from '../support/emailTestApp';
import { saveBody } from '../api/emailPayloads';

const PORT = Number(process.env.BENCH_PORT ?? 18651);
const LIMIT = 256 * 1024;
const GOAL_MS = 50;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);

const t = await buildEmailTestApp();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(path: string, payload: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      `http://127.0.0.1:${PORT}${path}`,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Items (the i-th from `item(i)`) inside `open`…`close`, as many as fit under the body limit. */
function filled(open: string, item: (i: number) => string, close: string): string {
  const items: string[] = [];
  let size = open.length + close.length;
  for (let i = 0; ; i++) {
    const next = item(i);
    if (size + next.length + 1 > LIMIT - 16) break;
    items.push(next);
    size += next.length + 1;
  }
  return `${open}${items.join(',')}${close}`;
}

const trip = await pricedTrip(t.app);
const validTrip = JSON.stringify(saveBody(trip));
const shapes: Record<string, string> = {
  'one 255 KB string': JSON.stringify({ firstName: 'x'.repeat(LIMIT - 64) }),
  'many 10 KB strings': filled('{', (i) => `"k${i}":"${'y'.repeat(10_000)}"`, '}'),
  'deep nesting': `${'['.repeat(LIMIT / 2 - 8)}${']'.repeat(LIMIT / 2 - 8)}`,
  'a list of 130,000 numbers': filled('[', () => '1', ']'),
  'a list of 50,000 short strings': filled('[', () => '"ab"', ']'),
  'an object of 20,000 keys': filled('{', (i) => `"${i.toString(36)}":1`, '}'),
  '1,000 lists of 60 numbers': filled('[', () => `[${Array(60).fill(1).join(',')}]`, ']'),
  'a string of NUL characters': JSON.stringify({ firstName: '\u0000'.repeat((LIMIT - 64) / 6) }),
  'a string of unpaired surrogates': `{"firstName":"${'\\ud800'.repeat((LIMIT - 64) / 6)}"}`,
  'a valid trip with a 200 KB name': validTrip.replace(
    '"firstName":"Ann"',
    `"firstName":"${'A'.repeat(LIMIT - validTrip.length - 64)}"`,
  ),
  'a valid trip with an e-mail of dots': validTrip.replace(
    '"email":"ann@guest.test"',
    `"email":"a@${'.'.repeat(LIMIT - validTrip.length - 64)}@"`,
  ),
};

try {
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  const routes = t.app.routeList.filter((r) => r.method === 'POST').map((r) => r.url.replace(/:\w+/g, 'x'));
  let slowest = { ms: 0, what: '' };
  const serverErrors: string[] = [];
  console.log(
    `${routes.length} POST routes × ${Object.keys(shapes).length} shapes × ${runs} runs, bodies up to ${LIMIT / 1024} KB\n`,
  );
  console.log('shape'.padEnd(40), 'slowest ms', '    p95 ms', ' median ms', ' statuses');
  for (const [name, body] of Object.entries(shapes)) {
    if (body.length > LIMIT) throw new Error(`${name} is ${body.length} bytes, over the limit`);
    const times: number[] = [];
    const statuses = new Set<number>();
    for (const route of routes) {
      for (let run = 0; run < runs; run++) {
        const { status, ms } = await post(route, body);
        times.push(ms);
        statuses.add(status);
        if (status >= 500) serverErrors.push(`${name} → ${route}: ${status}`);
        if (ms > slowest.ms) slowest = { ms, what: `${name} → ${route}` };
      }
    }
    times.sort((x, y) => x - y);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1).padStart(10);
    console.log(
      name.padEnd(40),
      times.at(-1)!.toFixed(1).padStart(10),
      at(0.95),
      at(0.5),
      ` ${[...statuses].sort().join(' ')}`,
    );
  }
  console.log(
    `\nslowest answer: ${slowest.ms.toFixed(1)} ms (${slowest.what}); goal < ${GOAL_MS} ms; ${t.database.engine}`,
  );
  if (serverErrors.length > 0) console.log(`5xx answers:\n${serverErrors.join('\n')}`);
  process.exitCode = slowest.ms < GOAL_MS && serverErrors.length === 0 ? 0 : 1;
} finally {
  agent.destroy();
  await t.app.close();
  await t.close();
}
