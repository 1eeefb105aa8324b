// Script and HTML injections a page text must never carry to a guest's browser (tests/unit/app/markdown*.test.ts).
import { expect } from 'vitest';

export const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '![x](javascript:alert(1))',
  '![x](data:text/html;base64,PHNjcmlwdD4=)',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  '<svg onload=alert(1)>',
  '<style>body{display:none}</style>',
];

/** Whatever the text, no element or attribute that runs code or loads a frame comes out. */
export function expectSafe(html: string): void {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    expect(tag).toMatch(/^<\/?(p|br|strong|em|a|img|h[2-6]|ul|ol|li)[\s>]/);
    expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
  }
}
