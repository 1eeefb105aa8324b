// Whether an answer is this site's own, by its media type. Port wifi with no internet behind it (a captive portal)
// answers every request with its own 200 HTML page, and a proxy in front of a stopped server with its own error page:
// kept as an API answer, a script, a picture or the map, such a page would stand in for the real one for good
// (sw/keptAnswers.ts), and read as the API's JSON it fails as a server error instead of 'no connection'
// (src/app/http/client.ts).

/** The media type without parameters, lower case ('' when absent). */
const mediaType = (contentType: string | null | undefined) => {
  const [type = ''] = (contentType ?? '').split(';');
  return type.trim().toLowerCase();
};

/** The API answers JSON (application/json, or a +json type): anything else did not come from it. */
export const isJsonAnswer = (contentType: string | null | undefined) =>
  /^application\/([\w.-]+\+)?json$/.test(mediaType(contentType));

/**
 * Whether a 200 answer for `pathname` (a file of the build, a site image, the map archive) may be kept as that file:
 * a page of HTML only where an HTML file was asked for, a picture only as an image. A missing type is let through (the
 * bytes are then judged by their reader).
 */
export function fitsFileAddress(pathname: string, contentType: string | null | undefined): boolean {
  const type = mediaType(contentType);
  if (type === '') return true;
  if (pathname.startsWith('/images/') || pathname.startsWith('/photos/')) return type.startsWith('image/');
  if (type === 'text/html') return /\.html?$/.test(pathname);
  return true;
}
