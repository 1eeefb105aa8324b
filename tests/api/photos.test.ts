// Issue #58 'Photos': the office uploads a phone's photo through the catalogue editor; it is stored in the database
// upright and without its metadata, cut to the card's shape around a focus, and served as AVIF, WebP and JPEG in a few
// widths under immutable, content-hashed addresses. Bad input is refused with why, and nothing is stored.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keptVariant,
  MAX_UPLOAD_BYTES,
  parsePhotoAddress,
  photoSrcset,
  variantAddress,
} from '../../src/domain/catalogue';
import { API } from '../support/bookingTestApp';
import { bearer } from '../support/agentTestApp';
import { rows } from '../support/paymentTestApp';
import { buildOperatorTestApp, getAs, OP, type OperatorTestApp } from '../support/operatorTestApp';

let t: OperatorTestApp;
const PHOTOS = `${OP}/catalogue/photos`;

beforeAll(async () => {
  t = await buildOperatorTestApp();
}, 120_000);
afterAll(() => t?.close());

/**
 * A phone's photo: left half red, right half blue as stored, with orientation 6 (shown turned a quarter clockwise: red
 * on top) and GPS.
 */
async function phonePhoto(width = 800, height = 600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 17/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '81/1 22/1 0/1' },
    })
    .toBuffer();
}

const upload = (body: Buffer | string, type = 'image/jpeg', token: string | null = t.tokens.admin, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${PHOTOS}${query}`,
    payload: body,
    headers: { 'content-type': type, ...(token ? bearer(token) : {}) },
  });
const stored = async () =>
  (
    await rows(
      t,
      'SELECT (SELECT count(*)::int FROM photo_originals) AS o, (SELECT count(*)::int FROM photos) AS p, (SELECT count(*)::int FROM photo_variants) AS v',
    )
  )[0];
const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
};

describe('uploading a photo', () => {
  it('stores it upright, without EXIF or GPS, cut to 4:3, in every width and format, served immutable', async () => {
    const photo = await phonePhoto();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(Buffer.from([0x88, 0x25])) || input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    ); // the GPS IFD

    const res = await upload(photo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const info = res.json();
    // Upright it is 600 × 800; its 4:3 cut is 600 × 450: widths 480 and its own 600 (never upscaled to 960).
    expect(info).toMatchObject({
      widths: [480, 600],
      focus: { x: 0.5, y: 0.5 },
      original: { width: 600, height: 800 },
      crop: { left: 0, top: 175, width: 600, height: 450 },
    });
    expect(info.address).toBe(variantAddress(info.id, 600, 'jpg'));
    expect(parsePhotoAddress(info.address)).toEqual({ id: info.id, width: 600, format: 'jpg' });

    for (const format of ['avif', 'webp', 'jpg'] as const) {
      for (const width of [480, 600]) {
        const served = await t.app.inject({ method: 'GET', url: variantAddress(info.id, width, format) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(
          { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[format],
        );
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers.etag).toBeTruthy();
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'jpg' ? 'jpeg' : format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, width * 0.75]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
    // Turned upright: red above, blue below.
    const jpeg = (await t.app.inject({ method: 'GET', url: variantAddress(info.id, 600, 'jpg') })).rawPayload;
    const [top, bottom] = [await pixel(jpeg, 300, 20), await pixel(jpeg, 300, 430)];
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(100);
    expect(bottom[2]).toBeGreaterThan(150);
    expect(bottom[0]).toBeLessThan(100);

    const again = await t.app.inject({
      method: 'GET',
      url: info.address,
      headers: { 'if-none-match': (await t.app.inject({ method: 'GET', url: info.address })).headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The kept original has no metadata either.
    const [original] = await rows(t, 'SELECT bytes FROM photo_originals');
    expect((await sharp(Buffer.from(original.bytes)).metadata()).exif).toBeUndefined();
    expect(photoSrcset(info.address, 'webp')).toBe(
      `${variantAddress(info.id, 480, 'webp')} 480w, ${variantAddress(info.id, 600, 'webp')} 600w`,
    );
  });

  it('cuts around the chosen focus, then again around another one from the kept original', async () => {
    const res = await upload(await phonePhoto(), 'application/octet-stream', t.tokens.admin, '?x=0.5&y=0');
    expect(res.statusCode, res.body).toBe(200);
    const top = res.json();
    expect(top.crop).toEqual({ left: 0, top: 0, width: 600, height: 450 });
    const jpeg = (await t.app.inject({ method: 'GET', url: top.address })).rawPayload;
    expect((await pixel(jpeg, 300, 380))[0]).toBeGreaterThan(150); // red to its lower edge: the upper part

    const moved = await t.app.inject({
      method: 'POST',
      url: `${PHOTOS}/${top.id}/focus`,
      payload: { x: 0.5, y: 1 },
      headers: bearer(t.tokens.admin),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().crop).toEqual({ left: 0, top: 350, width: 600, height: 450 });
    expect(moved.json().id).not.toBe(top.id);
    const lower = (await t.app.inject({ method: 'GET', url: moved.json().address })).rawPayload;
    expect((await pixel(lower, 300, 100))[2]).toBeGreaterThan(150); // blue from near its top: the lower part
    expect((await getAs(t, `${PHOTOS}/${moved.json().id}`, t.tokens.admin)).json()).toMatchObject({
      focus: { x: 0.5, y: 1 },
    });

    // The same upload twice is the same photo, stored once.
    const before = await stored();
    expect((await upload(await phonePhoto(), 'image/jpeg', t.tokens.admin, '?x=0.5&y=0')).json().id).toBe(top.id);
    expect(await stored()).toEqual(before);
  });

  it('reads PNG and WebP, and makes 480, 960 and 1600 of a large photo', async () => {
    const big = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const png = await upload(big, 'image/png');
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().widths).toEqual([480, 960, 1600]);
    const webp = await upload(
      await sharp({ create: { width: 400, height: 300, channels: 4, background: '#e76f51' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    expect(webp.statusCode, webp.body).toBe(200);
    expect(webp.json().widths).toEqual([400]);
  });
});

describe('a photo in a boat', () => {
  it('is saved by its address, shown to guests and kept in the offline copy as its middle-sized JPEG', async () => {
    const big = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#264653' } })
      .jpeg()
      .toBuffer();
    const info = (await upload(big)).json();
    const read = (await getAs(t, `${OP}/catalogue/boats/boat-small`, t.tokens.admin)).json();
    const doc = {
      ...read.doc,
      boatInfo: { ...read.doc.boatInfo, mainImage: info.address, secondaryImages: [info.address] },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `${OP}/catalogue/boats/boat-small`,
      payload: { doc, version: read.version },
      headers: bearer(t.tokens.admin),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getAs(t, `${API}/boat/boat-small`)).json().boatInfo.mainImage).toBe(info.address);
    const copy = (await getAs(t, `${API}/offline-copy/cayman-fixture`)).json();
    expect(copy.images).toContain(keptVariant(info.address));
    expect(keptVariant(info.address)).toBe(variantAddress(info.id, 960, 'jpg'));
  });
});

describe('refusals: a clear 4xx, nothing stored', () => {
  it('refuses what is not a photo, a damaged one, a too-large one and an unknown focus', async () => {
    const before = await stored();
    const text = await upload('hello, this is not a photo', 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toMatch(/not a photo.*JPEG, PNG or WebP/);
    const pdf = await upload(Buffer.from('%PDF-1.4 …'), 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/SVG file is not accepted/);

    const whole = await phonePhoto();
    const cut = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      code: 'DAMAGED_PHOTO',
      message: expect.stringMatching(/damaged or incomplete/),
    });

    const huge = await upload(Buffer.concat([whole, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/at most 20 MB/);

    expect((await upload(whole, 'image/jpeg', t.tokens.admin, '?x=2')).statusCode).toBe(400);
    expect((await upload(Buffer.alloc(0))).json()).toMatchObject({ code: 'NOT_A_PHOTO' });
    expect(
      (await t.app.inject({ method: 'POST', url: PHOTOS, payload: { photo: 'x' }, headers: bearer(t.tokens.admin) }))
        .statusCode,
    ).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('is for the catalogue permission: nobody 401, a captain or an agent 403', async () => {
    const photo = await phonePhoto();
    expect((await upload(photo, 'image/jpeg', null)).statusCode).toBe(401);
    expect((await upload(photo, 'image/jpeg', t.tokens.captain)).statusCode).toBe(403);
    expect((await upload(photo, 'image/jpeg', t.tokens.agent)).statusCode).toBe(403);
    expect((await getAs(t, `${PHOTOS}/${'a'.repeat(24)}`, t.tokens.captain)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown photo, width or format', async () => {
    for (const url of [
      `/photos/${'a'.repeat(24)}-480.jpg`,
      '/photos/nothing.jpg',
      `/photos/${'a'.repeat(24)}-480.gif`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect((await getAs(t, `${PHOTOS}/${'a'.repeat(24)}`, t.tokens.admin)).statusCode).toBe(404);
    expect((await getAs(t, `${PHOTOS}/nope`, t.tokens.admin)).statusCode).toBe(400);
  });
});
