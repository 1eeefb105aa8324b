// A phone's 12-megapixel photo (4000 × 3000 JPEG of noise, the hardest to compress, with EXIF orientation and GPS)
// uploaded through the office's editor over HTTP on 127.0.0.1, until every variant is stored and served: the time of
// the upload's answer (checked, turned upright, stripped, cut, 3 widths × AVIF, WebP and JPEG, stored in one
// transaction) and of fetching every variant after it. Several runs, each a new photo. Exit code 1 if the slowest
// upload takes GOAL_MS or more. Then what the variants save the page's largest paint against the photo as uploaded.
//   node --import tsx tests/bench/photo-upload.ts [--runs=3]     (TEST_DATABASE_URL=… for PostgreSQL)
import sharp from 'sharp';
import { PHOTO_FORMATS, variantAddress } from '../../src/domain/catalogue';
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

/** A smoother picture, nearer a real photo's bytes: sky and sea gradients with a little grain. */
async function smoothPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(4000 * 3000 * 3);
  let x = 2463534242;
  for (let y = 0; y < 3000; y++) {
    for (let col = 0; col < 4000; col++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const grain = (x & 15) - 8;
      const sea = y > 1400;
      const i = (y * 4000 + col) * 3;
      pixels[i] = Math.max(0, Math.min(255, (sea ? 20 : 120) + (y % 1400) / 20 + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, (sea ? 110 : 180) + col / 100 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, (sea ? 160 : 235) - (y % 1400) / 40 + grain));
    }
  }
  return sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The largest paint's image bytes with variants against the photo as uploaded: the card variant a phone picks at
 * 390 CSS px (Lighthouse's mobile profile, 1.75 device pixels per px: 960 wide; a 3× phone: the largest), AVIF and
 * JPEG. The noise photo is the worst case for bytes, the smooth one the best: a real photo lies between.
 */
async function paintBytes(photo: Buffer, label: string): Promise<void> {
  const answer = await fetch(`${address}${OP}/catalogue/photos`, {
    method: 'POST',
    body: new Uint8Array(photo),
    headers: { 'content-type': 'image/jpeg', ...bearer(t.tokens.admin) },
  });
  const info = (await answer.json()) as { id: string; widths: number[] };
  const largest = Math.max(...info.widths);
  const size = async (width: number, format: 'avif' | 'jpg') =>
    (await (await fetch(`${address}${variantAddress(info.id, width, format)}`)).arrayBuffer()).byteLength;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const share = (bytes: number) => `${((100 * bytes) / photo.byteLength).toFixed(1)} %`;
  const avif960 = await size(960, 'avif');
  const jpg960 = await size(960, 'jpg');
  const avifLargest = await size(largest, 'avif');
  const jpgLargest = await size(largest, 'jpg');
  console.log(
    `largest paint, ${label}: uploaded ${kib(photo.byteLength)}; 960 AVIF ${kib(avif960)} (${share(avif960)}), ` +
      `JPEG ${kib(jpg960)} (${share(jpg960)}); ${largest} AVIF ${kib(avifLargest)} (${share(avifLargest)}), ` +
      `JPEG ${kib(jpgLargest)}`,
  );
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
await paintBytes(await phonePhoto(runs + 1), 'the noise photo');
await paintBytes(await smoothPhoto(), 'a smoother photo');
await t.close();

const slowest = Math.max(...results.map((r) => r.uploadMs));
const ok = slowest < GOAL_MS;
const median = results.map((r) => r.uploadMs).sort((a, b) => a - b)[Math.floor(results.length / 2)]!;
console.log(
  `photo upload (${t.database.engine}): slowest ${slowest.toFixed(0)} ms, median ${median.toFixed(0)} ms; goal < ${GOAL_MS} ms: ${ok ? 'met' : 'MISSED'}`,
);
process.exit(ok ? 0 : 1);
