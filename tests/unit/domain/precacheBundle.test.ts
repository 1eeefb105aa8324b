import { describe, expect, it } from 'vitest';
import { decodeBundle, encodeBundle, isBundlePath } from '../../../src/domain/protocol';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('precache bundle', () => {
  it('gives back each file, bytes and type, in order', () => {
    const files = [
      { file: 'assets/a-Ab12.js', type: 'text/javascript', bytes: bytes('const a = "\\n";\n') },
      { file: 'icons/i.png', type: 'image/png', bytes: new Uint8Array([0, 10, 255, 10]) },
      { file: 'empty.css', type: 'text/css', bytes: new Uint8Array() },
    ];
    const decoded = decodeBundle(encodeBundle(files));
    expect(decoded.map((f) => [f.file, f.type, [...f.bytes]])).toEqual(
      files.map((f) => [f.file, f.type, [...f.bytes]]),
    );
  });

  it('refuses a bundle cut short or with bytes to spare', () => {
    const whole = encodeBundle([{ file: 'index.html', type: 'text/html', bytes: bytes('<!doctype html>') }]);
    expect(() => decodeBundle(whole.subarray(0, whole.length - 1))).toThrow();
    expect(() => decodeBundle(new Uint8Array([...whole, 1]))).toThrow();
    expect(() => decodeBundle(bytes('no index'))).toThrow();
  });

  it('names only plain paths inside the site', () => {
    expect(['index.html', 'assets/index-C_wFuqad.js', 'icons/icon-192.png'].every(isBundlePath)).toBe(true);
    expect(
      [
        '../x',
        'assets/../../x',
        '/etc/passwd',
        'a//b',
        './a',
        'a/./b',
        '',
        'a b',
        '.vite/manifest.json',
        '.ssr/serverEntry.js',
      ].some(isBundlePath),
    ).toBe(false);
  });
});
