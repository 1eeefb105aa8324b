// Issue #52, item 9: the sign-in page follows `next` only to a path of this site, as the browser would read it.
import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../src/app/agent/safeNext';

describe('safeNext', () => {
  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });

  it.each([
    ['/cayman-islands/agent', '/cayman-islands/agent'],
    ['/cayman-islands/operator?day=2026-12-04#boat-1', '/cayman-islands/operator?day=2026-12-04#boat-1'],
  ])('follows %j', (next, path) => {
    expect(safeNext(next)).toBe(path);
  });
});
