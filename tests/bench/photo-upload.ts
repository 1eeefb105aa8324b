// A phone's 12-megapixel photo (4000 × 3000 JPEG of noise, the hardest to compress, with EXIF orientation and GPS)
// uploaded through the office's editor over HTTP on 127.0.0.1, until every variant is stored and served: the time of
// the upload's answer (checked, turned upright, stripped, cut, 3 widths × AVIF, WebP and JPEG, stored in one
// transaction) and of fetching every variant after it. Several runs, each a new photo. Exit code 1 if the slowest
// upload takes GOAL_MS or more.
//   node --import tsx tests/bench/photo-upload.ts [--runs=3]     (TEST_DATABASE_URL=… for PostgreSQL)
import sharp from 'sharp';
import { PHOTO_FORMATS, variantAddress } from '../../src/domain/photos';
import { bearer } from '../support/agentTestApp';
import { buildOperatorTestApp, OP } from '../support/operatorTestApp';

const GOAL_MS = 5_000;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

const t = await buildOperatorTestApp();
const address = await t.app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });

async function phonePhoto(seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(4000 * 3000 * 3);
  let x = (seed * 2654435761) >>> 0;
  for (let i = 0; i < noise.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    noise[i] = x & 0xff;
  }
  return sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 17/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 22/1 0/1' },
    })
    .toBuffer();
}

const results: Array<{ uploadMs: number; servedMs: number; bytes: number }> = [];
for (let run = 1; run <= runs; run++) {
  const photo = await phonePhoto(run);
  const started = performance.now();
  const answer = await fetch(`${address}${OP}/catalogue/photos`, {
    method: 'POST',
    body: new Uint8Array(photo),
    headers: { 'content-type': 'image/jpeg', ...bearer(t.tokens.admin) },
  });
  const info = (await answer.json()) as { id: string; widths: number[] };
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(info)}`);
  const uploadMs = performance.now() - started;
  let bytes = 0;
  for (const width of info.widths) {
    for (const format of PHOTO_FORMATS) {
      const served = await fetch(`${address}${variantAddress(info.id, width, format)}`);
      if (served.status !== 200) throw new Error(`${width} ${format}: ${served.status}`);
      bytes += (await served.arrayBuffer()).byteLength;
    }
  }
  const servedMs = performance.now() - started;
  results.push({ uploadMs, servedMs, bytes });
  console.log(
    `run ${run}: ${(photo.byteLength / 1e6).toFixed(1)} MB photo → upload answered in ${uploadMs.toFixed(0)} ms; all ${info.widths.length * 3} variants (${(bytes / 1024).toFixed(0)} KiB) served by ${servedMs.toFixed(0)} ms`,
  );
}
await t.close();

const slowest = Math.max(...results.map((r) => r.uploadMs));
const ok = slowest < GOAL_MS;
const median = results.map((r) => r.uploadMs).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
console.log(
  `photo upload (${t.database.engine}): slowest ${slowest.toFixed(0)} ms, median ${median.toFixed(0)} ms; goal < ${GOAL_MS} ms: ${ok ? 'met' : 'MISSED'}`,
);
process.exit(ok ? 0 : 1);
