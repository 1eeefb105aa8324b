// Where the sign-in page goes afterwards: only a path of this site. Read as the browser reads it, so '/\evil.example'
// (a backslash is a slash to the URL parser), '//evil.example' or a tab inside '//' leave nothing to follow.
const HERE = 'https://this-site.invalid';

export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/')) return null;
  try {
    const url = new URL(next, HERE);
    return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
