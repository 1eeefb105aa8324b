import { describe, expect, it } from 'vitest';
import { fitsFileAddress, isJsonAnswer } from '../../../src/domain/protocol';

describe("an answer is the site's own", () => {
  it('is JSON from the API', () => {
    expect(
      ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/problem+json'].map(
        isJsonAnswer,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['text/html; charset=utf-8', 'text/plain', '', null, undefined, 'application/jsonp'].map(isJsonAnswer),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('is a picture for a site image, and HTML only for an HTML file', () => {
    expect(fitsFileAddress('/images/boats/a.svg', 'image/svg+xml')).toBe(true);
    expect(fitsFileAddress('/images/boats/a.svg', 'text/html')).toBe(false);
    expect(fitsFileAddress('/assets/index-abc.js', 'text/javascript; charset=utf-8')).toBe(true);
    expect(fitsFileAddress('/assets/index-abc.js', 'text/html; charset=utf-8')).toBe(false);
    expect(fitsFileAddress('/tiles/cayman.pmtiles', 'text/html')).toBe(false);
    expect(fitsFileAddress('/tiles/cayman.pmtiles', 'application/octet-stream')).toBe(true);
    expect(fitsFileAddress('/index.html', 'text/html; charset=utf-8')).toBe(true);
    expect(fitsFileAddress('/assets/x.js', null)).toBe(true);
  });
});
