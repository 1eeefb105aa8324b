// @vitest-environment jsdom
// The page-text rule in a browser: the same HTML as the server for safe texts, and DOMPurify's second pass.
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../../../src/app/content/markdown';
import { ATTACKS, expectSafe } from './markdownAttacks';

describe('markdownToSafeHtml (browser: DOMPurify too)', () => {
  it('renders plain text and Markdown as on the server', () => {
    expect(markdownToSafeHtml('Hello there.')).toBe('<p>Hello there.</p>\n');
    expect(markdownToSafeHtml('**Bold** [web](https://x.ky)')).toBe(
      '<p><strong>Bold</strong> <a href="https://x.ky">web</a></p>\n',
    );
  });

  it('strips script and HTML injection', () => {
    for (const attack of ATTACKS) expectSafe(markdownToSafeHtml(attack));
  });
});
