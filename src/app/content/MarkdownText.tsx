import { isPlainText, plainTextHtml } from './markdownPlain';
import { useMarkdownRule } from './markdownRule';

/**
 * A page text written in Markdown, as the guest sees it (also the Catalogue tab's preview). A plain text is drawn at
 * once; a Markdown one through the rule, loaded when first needed. Hydrating, the server's finished HTML stays until
 * the rule is here (React keeps a mismatched inner HTML), then the same HTML is drawn.
 */
export function MarkdownText({
  text,
  headingBase = 2,
  className,
}: {
  text: string;
  headingBase?: 2 | 3;
  className?: string;
}) {
  const plain = isPlainText(text);
  const rule = useMarkdownRule(!plain);
  const html = !plain && rule ? rule.markdownToSafeHtml(text, headingBase) : plainTextHtml(text);
  return (
    <div
      className={className ? `markdown ${className}` : 'markdown'}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
