// Draws the app's logo (a boat on the sea) and renders the PWA icons with Debian's Chromium.
// Run after changing the art: `node tests/support/renderIcons.mjs`; commit what it writes to public/.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

/**
 * The logo on a 512 square; `rounded` clips it to an app-tile shape, `boatScale` shrinks the boat into a maskable safe
 * zone.
 */
function logoSvg({ rounded, boatScale = 1 }) {
  const clip = rounded ? 'clip-path="url(#tile)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="Cayman Boat Charters">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fd3e6"/><stop offset="1" stop-color="#d9f3f7"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c8fb0"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient>
    <clipPath id="tile"><rect width="512" height="512" rx="112"/></clipPath>
  </defs>
  <g ${clip}>
    <rect width="512" height="512" fill="url(#sky)"/>
    <circle cx="372" cy="158" r="58" fill="#f7c948"/>
    <rect y="318" width="512" height="194" fill="url(#sea)"/>
    <path d="M0 452 Q180 418 512 466 V512 H0 Z" fill="#f6efe0"/>
    <g transform="translate(256 320) scale(${boatScale}) translate(-256 -320)">
      <path d="M192 226 H298 L328 288 H172 Z" fill="#ffffff" stroke="#0b4f6c" stroke-width="10" stroke-linejoin="round"/>
      <rect x="206" y="244" width="30" height="24" rx="5" fill="#0b4f6c"/>
      <rect x="248" y="244" width="30" height="24" rx="5" fill="#0b4f6c"/>
      <path d="M100 288 H426 L388 356 H140 Z" fill="#ffffff" stroke="#0b4f6c" stroke-width="12" stroke-linejoin="round"/>
      <path d="M122 318 H410" stroke="#e4572e" stroke-width="12"/>
    </g>
    <path d="M0 392 Q64 374 128 392 T256 392 T384 392 T512 392" fill="none" stroke="#bfeaf3" stroke-width="12" stroke-linecap="round"/>
    <path d="M40 424 Q104 408 168 424 T296 424 T424 424" fill="none" stroke="#7fd3e6" stroke-width="10" stroke-linecap="round" opacity="0.8"/>
  </g>
</svg>
`;
}

const renders = [
  { file: 'icons/icon-192.png', size: 192, svg: logoSvg({ rounded: true }), transparent: true },
  { file: 'icons/icon-512.png', size: 512, svg: logoSvg({ rounded: true }), transparent: true },
  // Maskable: full bleed, the boat inside the central 80% safe circle.
  {
    file: 'icons/icon-maskable-512.png',
    size: 512,
    svg: logoSvg({ rounded: false, boatScale: 0.78 }),
    transparent: false,
  },
  // iOS rounds the corners itself and shows transparency as black.
  {
    file: 'icons/apple-touch-icon-180.png',
    size: 180,
    svg: logoSvg({ rounded: false, boatScale: 0.9 }),
    transparent: false,
  },
];

await writeFile(`${publicDir}favicon.svg`, logoSvg({ rounded: true }));

/** An .ico holding PNG images (browsers and crawlers that ask for /favicon.ico read PNG entries). */
function icoOf(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { file, size, svg, transparent } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({
      path: `${publicDir}${file}`,
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`wrote public/${file}`);
  }
  const icoImages = [];
  for (const size of [16, 32, 48]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${logoSvg({ rounded: true }).replace('width="512" height="512"', `width="${size}" height="${size}"`)}</body></html>`,
    );
    icoImages.push({
      size,
      png: await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
    });
    await page.close();
  }
  await writeFile(`${publicDir}favicon.ico`, icoOf(icoImages));
  console.log('wrote public/favicon.ico');
} finally {
  await browser.close();
}
