// The page-text rule (src/app/content/markdown.ts) without a DOM, as the server renders pages: plain texts keep their
// paragraphs, Markdown formats, and scripts, raw HTML and unsafe links never reach the page.
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, safeHref } from '../../../src/app/content/markdown';
import { isPlainText, plainTextHtml } from '../../../src/app/content/markdownPlain';
import { caymanCatalogue } from '../../../src/server/seed/cayman';
import { ATTACKS, expectSafe } from './markdownAttacks';

describe('markdownToSafeHtml (server: no DOM)', () => {
  it('keeps a plain text as before: one paragraph per paragraph, text escaped', () => {
    expect(markdownToSafeHtml('Hello there.')).toBe('<p>Hello there.</p>\n');
    expect(markdownToSafeHtml('One\n\nTwo')).toBe('<p>One</p>\n<p>Two</p>\n');
    expect(markdownToSafeHtml('Fish & chips < $5')).toBe('<p>Fish &amp; chips &lt; $5</p>\n');
    expect(markdownToSafeHtml('Call us\nany time')).toBe('<p>Call us<br>any time</p>\n');
  });

  it('renders every text of the demo catalogue as plain paragraphs, words unchanged', () => {
    const texts = [
      ...[
        ...caymanCatalogue.destinations,
        ...caymanCatalogue.adventures,
        ...caymanCatalogue.blog,
        ...caymanCatalogue.captainBlog,
        ...caymanCatalogue.policies,
      ].flatMap((d) => d.sections.flatMap((s) => s.paragraphs)),
      ...caymanCatalogue.faq.map((f) => f.answer),
    ];
    expect(texts.length).toBeGreaterThan(50);
    const escape = (t: string) =>
      t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const text of texts) {
      expect(markdownToSafeHtml(text)).toBe(`<p>${escape(text)}</p>\n`);
      // Drawn without the parser (markdownPlain.ts), to the same HTML.
      expect(isPlainText(text)).toBe(true);
      expect(plainTextHtml(text)).toBe(markdownToSafeHtml(text));
    }
  });

  it('draws a plain text without the parser exactly as the parser would', () => {
    const plain = [
      'Hello there.',
      'It\'s the captain\'s "best" day: 10 boats, 2 hours.',
      'One\ntwo\n\nThree',
      '\n\nAfter blank lines\n\n\n\nand more\n',
      '\nA\n\n\nB\nC\n\n',
      '',
      'e-mail hello@caymancharters.ky or www.caymancharters.ky',
    ];
    for (const text of plain) {
      expect(isPlainText(text)).toBe(true);
      expect(plainTextHtml(text)).toBe(markdownToSafeHtml(text));
    }
    const markdown = [
      '**bold**',
      '- item',
      '1. first',
      '# Title',
      'a <b>',
      'Fish & chips',
      '[a](b)',
      'Title\n===',
      '    code',
      'a  \nb',
      'x | y',
    ];
    for (const text of markdown) expect(isPlainText(text)).toBe(false);
  });

  it('formats Markdown, its headings below the heading it sits under', () => {
    const html = markdownToSafeHtml('## Fees\n\n**Bold**, *soft* and [our FAQ](/cayman-islands/faq).\n\n- one\n- two');
    expect(html).toContain('<h4>Fees</h4>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<a href="/cayman-islands/faq">our FAQ</a>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(markdownToSafeHtml('# Top', 3)).toBe('<h4>Top</h4>\n');
  });

  it('strips script and HTML injection: raw HTML shows as text, unsafe links lose their address', () => {
    for (const attack of ATTACKS) expectSafe(markdownToSafeHtml(attack));
    expect(markdownToSafeHtml('<script>alert(1)</script>')).toContain('&lt;script&gt;');
    expect(markdownToSafeHtml('[click](javascript:alert(1))')).toBe('<p>click</p>\n');
    expect(markdownToSafeHtml('[mail](mailto:a@b.ky) [call](tel:+13455550100) [web](https://x.ky)')).toBe(
      '<p><a href="mailto:a@b.ky">mail</a> <a href="tel:+13455550100">call</a> <a href="https://x.ky">web</a></p>\n',
    );
  });

  it('keeps web, mail, phone and site addresses only', () => {
    expect(safeHref('https://x.ky')).toBe('https://x.ky');
    expect(safeHref('/cayman-islands/faq')).toBe('/cayman-islands/faq');
    expect(safeHref('#fees')).toBe('#fees');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:image/png;base64,AA', true)).toBeNull();
    expect(safeHref('mailto:a@b.ky', true)).toBeNull();
  });
});
