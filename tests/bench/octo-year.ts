// OCTO's widest ranges with octo/pricing, on 127.0.0.1 with the Cayman catalogue: `POST /availability/calendar` for
// 366 days of one product, `POST /availability` for 31 days (and 366, refused), and /api/v1/health while four
// year-long calendars run at once. Bounded: 3 rounds of each, one minute at most.
//   node --import tsx tests/bench/octo-year.ts     (TEST_DATABASE_URL=… for PostgreSQL)
import { startResellerApp } from './resellerApp';

const PORT = Number(process.env.BENCH_PORT ?? 18852);
const deadline = Date.now() + 60_000;
const { t, headers, base } = await startResellerApp(PORT);
try {
  const products = (await (await fetch(`${base}/octo/products`, { headers })).json()) as Array<{
    id: string;
    options: Array<{ id: string; default: boolean }>;
  }>;
  const product = products[0]!;
  const option = (product.options.find((o) => o.default) ?? product.options[0])!.id;
  const post = async (path: string, localDateEnd: string) => {
    const started = performance.now();
    const res = await fetch(`${base}/octo${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id, optionId: option, localDateStart: '2027-02-02', localDateEnd }),
    });
    const text = await res.text();
    return { ms: performance.now() - started, status: res.status, bytes: text.length, text };
  };
  for (const [path, end] of [
    ['/availability/calendar', '2028-02-02'],
    ['/availability', '2027-03-04'],
    ['/availability', '2028-02-02'],
  ] as const) {
    for (let round = 0; round < 3 && Date.now() < deadline; round++) {
      const r = await post(path, end);
      console.log(
        `POST ${path} to ${end}: ${r.status}, ${r.ms.toFixed(0)} ms, ${r.bytes} bytes${r.status === 200 ? '' : ` ${r.text.slice(0, 200)}`}`,
      );
    }
  }
  // The health probe goes once the server has taken up all four (its 'request' event for each).
  let taken = 0;
  let allTaken = () => {};
  const takenUp = new Promise<void>((resolve) => (allTaken = resolve));
  const onRequest = () => {
    if (++taken === 4) allTaken();
  };
  t.app.server.on('request', onRequest);
  const started = performance.now();
  const four = Promise.all([1, 2, 3, 4].map(() => post('/availability/calendar', '2028-02-02')));
  await Promise.race([takenUp, four]);
  t.app.server.off('request', onRequest);
  const healthStart = performance.now();
  await (await fetch(`${base}/health`)).text();
  const health = performance.now() - healthStart;
  await four;
  console.log(
    `4 calendars of 366 days at once: ${(performance.now() - started).toFixed(0)} ms; /api/v1/health meanwhile: ${health.toFixed(0)} ms (on ${t.database.engine})`,
  );
} finally {
  await t.close();
}
