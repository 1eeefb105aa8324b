// The service worker's install over a ship's link: the files not already in the browser's HTTP cache come in one
// request (POST PRECACHE_BUNDLE.path, body { files }), not one round trip each. The answer is a JSON index line
// ([{ file, type, size }] in the order asked) followed by the files' bytes, one after another.

export const PRECACHE_BUNDLE = {
  path: '/api/v1/precache-bundle',
  /** More than a build's precache ever holds; a longer list is refused. */
  maxFiles: 400,
} as const;

export interface BundledFile {
  /** Path under the site's root, without the leading slash: 'assets/index-C_wFuqad.js', 'index.html'. */
  file: string;
  type: string;
  size: number;
}

/**
 * A precache path the bundle may name: plain relative file paths, no empty segment and none starting with a dot ('..',
 * and the build's own dist/.vite and dist/.ssr, which are not for browsers).
 */
export const isBundlePath = (file: string) =>
  /^[A-Za-z0-9_.@-]+(\/[A-Za-z0-9_.@-]+)*$/.test(file) && !file.split('/').some((segment) => segment.startsWith('.'));

// The index is ASCII (bundle paths and media types are), so its bytes are its character codes: no TextEncoder needed
// in the pure core. A non-ASCII character is written as a JSON \u escape.
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function encodeBundle(files: Array<{ file: string; type: string; bytes: Uint8Array }>): Uint8Array {
  const index: BundledFile[] = files.map(({ file, type, bytes }) => ({ file, type, size: bytes.byteLength }));
  const head = Uint8Array.from(`${asciiJson(index)}\n`, (c) => c.charCodeAt(0));
  const out = new Uint8Array(head.byteLength + index.reduce((sum, f) => sum + f.size, 0));
  out.set(head, 0);
  let at = head.byteLength;
  for (const { bytes } of files) {
    out.set(bytes, at);
    at += bytes.byteLength;
  }
  return out;
}

/** The files of a bundle; throws when it is cut short or malformed (the install then fetches file by file). */
export function decodeBundle(bundle: Uint8Array): Array<BundledFile & { bytes: Uint8Array }> {
  const newline = bundle.indexOf(10);
  if (newline < 0) throw new Error('precache bundle without an index');
  let head = '';
  for (const byte of bundle.subarray(0, newline)) head += String.fromCharCode(byte);
  const index = JSON.parse(head) as BundledFile[];
  let at = newline + 1;
  const files = index.map((entry) => {
    const bytes = bundle.subarray(at, at + entry.size);
    at += entry.size;
    return { ...entry, bytes };
  });
  if (at !== bundle.byteLength) throw new Error('precache bundle of the wrong length');
  return files;
}
