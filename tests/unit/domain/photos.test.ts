// The photos' plan (src/domain/catalogue/photos.ts): the cut around a focus, the widths made, the addresses, the srcset
// and the variant kept offline.
import { describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import {
  cropBox,
  focusAtTap,
  FOCUS_PRESETS,
  keptVariant,
  nearestKeptVariant,
  parsePhotoAddress,
  photoAddress,
  photoFocus,
  photoSrcset,
  presetOf,
  roundFocus,
  variantWidths,
} from '../../../src/domain/catalogue';

const ID = '0123456789abcdef01234567';

describe('the cut', () => {
  it('is the largest 4:3 box, centred on the focus as far as the edges allow', () => {
    expect(cropBox(4000, 3000, FOCUS_PRESETS.centre)).toEqual({ left: 0, top: 0, width: 4000, height: 3000 });
    expect(cropBox(3000, 4000, FOCUS_PRESETS.centre)).toEqual({ left: 0, top: 875, width: 3000, height: 2250 });
    expect(cropBox(3000, 4000, FOCUS_PRESETS.top)).toEqual({ left: 0, top: 0, width: 3000, height: 2250 });
    expect(cropBox(3000, 4000, FOCUS_PRESETS.bottom)).toEqual({ left: 0, top: 1750, width: 3000, height: 2250 });
    expect(cropBox(3000, 4000, { x: 0.5, y: 0.3 })).toEqual({ left: 0, top: 75, width: 3000, height: 2250 });
    expect(cropBox(1600, 600, FOCUS_PRESETS.left)).toEqual({ left: 0, top: 0, width: 800, height: 600 });
    expect(cropBox(1600, 600, FOCUS_PRESETS.right)).toEqual({ left: 800, top: 0, width: 800, height: 600 });
  });

  it('keeps focus to two decimals and names the presets', () => {
    expect(roundFocus({ x: 0.333333, y: 0.6666 })).toEqual({ x: 0.33, y: 0.67 });
    expect(presetOf({ x: 0.5, y: 0 })).toBe('top');
    expect(presetOf({ x: 0.4, y: 0 })).toBeNull();
    expect(() => assert({ x: 1.2, y: 0 }, photoFocus)).toThrow();
  });
});

describe('the widths and addresses', () => {
  it('never makes a width larger than the cut', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('stores the largest JPEG and derives the srcset of every format from it', () => {
    const address = photoAddress(ID, [480, 960, 1200]);
    expect(address).toBe(`/photos/${ID}-1200.jpg`);
    expect(parsePhotoAddress(address)).toEqual({ id: ID, width: 1200, format: 'jpg' });
    expect(photoSrcset(address, 'avif')).toBe(
      `/photos/${ID}-480.avif 480w, /photos/${ID}-960.avif 960w, /photos/${ID}-1200.avif 1200w`,
    );
    expect(photoSrcset('/images/boats/sea-breeze.svg', 'webp')).toBeNull();
    for (const bad of [
      `/photos/${ID}-0480.jpg`,
      `/photos/${ID}-480.gif`,
      `/photos/${ID.toUpperCase()}-480.jpg`,
      `/photos/../${ID}-480.jpg`,
      `/photos/${ID}-480.jpg?x`,
    ]) {
      expect(parsePhotoAddress(bad)).toBeNull();
    }
  });

  it('keeps a middle-sized JPEG offline, and answers any variant with the nearest kept one', () => {
    expect(keptVariant(`/photos/${ID}-1600.jpg`)).toBe(`/photos/${ID}-960.jpg`);
    expect(keptVariant(`/photos/${ID}-600.jpg`)).toBe(`/photos/${ID}-600.jpg`);
    expect(keptVariant('/images/places/marina.svg')).toBe('/images/places/marina.svg');
    const kept = [`/photos/${ID}-960.jpg`, `/photos/${'f'.repeat(24)}-1600.avif`, '/images/boats/x.svg'];
    expect(nearestKeptVariant(`/photos/${ID}-1600.avif`, kept)).toBe(`/photos/${ID}-960.jpg`);
    expect(nearestKeptVariant(`/photos/${'e'.repeat(24)}-480.webp`, kept)).toBeNull();
  });
});

describe('a tap on the preview', () => {
  it('moves the focus to the tapped point of the whole photo', () => {
    const info = { original: { width: 600, height: 800 }, crop: { left: 0, top: 175, width: 600, height: 450 } };
    expect(focusAtTap(info, 0.5, 0.5)).toEqual({ x: 0.5, y: 0.5 });
    expect(focusAtTap(info, 0.25, 0)).toEqual({ x: 0.25, y: 0.22 });
    expect(focusAtTap(info, 1, 1)).toEqual({ x: 1, y: 0.78 });
  });
});
