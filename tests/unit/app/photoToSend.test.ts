// @vitest-environment jsdom
// A HEIC photo goes as a JPEG where the browser reads HEIC, and as it is where it does not; other photos as they are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHeic, photoToSend } from '../../../src/app/operator/photoToSend';

const heic = new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0001.HEIC', { type: 'image/heic' });
const jpeg = new File([new Uint8Array([0xff, 0xd8])], 'IMG_0002.jpg', { type: 'image/jpeg' });
const bitmap = { width: 4032, height: 3024, close: vi.fn() };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('photoToSend', () => {
  it('knows a HEIC by its type or, without one, by its name', () => {
    expect(isHeic(heic)).toBe(true);
    expect(isHeic(new File([], 'photo.heif'))).toBe(true);
    expect(isHeic(jpeg)).toBe(false);
  });

  it('draws a HEIC the browser reads into a JPEG of the same size', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    let size: [number, number] | undefined;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
      size = [this.width, this.height];
      done(new Blob([new Uint8Array([0xff, 0xd8])], { type }));
    });
    const sent = await photoToSend(heic);
    expect(sent.type).toBe('image/jpeg');
    expect(size).toEqual([4032, 3024]);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('sends a HEIC as it is where the browser cannot read it, and never touches other photos', async () => {
    const decode = vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    vi.stubGlobal('createImageBitmap', decode);
    expect(await photoToSend(heic)).toBe(heic);
    expect(await photoToSend(jpeg)).toBe(jpeg);
    expect(decode).toHaveBeenCalledTimes(1);
  });
});
