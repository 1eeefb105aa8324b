// Draws the catalogue's SVG illustrations into public/images. Run: node --import tsx src/server/seed/drawImages.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MANIFEST } from './cayman/artwork/manifest';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../public');
const MAX_BYTES = 6 * 1024;

let total = 0;
const tooBig: string[] = [];
for (const [path, draw] of IMAGE_MANIFEST) {
  const svg = draw();
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  const bytes = Buffer.byteLength(svg);
  total += bytes;
  if (bytes > MAX_BYTES) tooBig.push(`${path} (${bytes} B)`);
}
console.log(`Drew ${IMAGE_MANIFEST.size} images, ${(total / 1024).toFixed(0)} KB in all.`);
if (tooBig.length > 0) {
  console.error(`Over ${MAX_BYTES} bytes:\n  ${tooBig.join('\n  ')}`);
  process.exitCode = 1;
}
