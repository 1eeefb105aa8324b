import { markdownToSafeHtml } from './markdown';

/** A page text written in Markdown, as the guest sees it (also the Catalogue tab's preview). */
export function MarkdownText({ text, headingBase = 2, className }: { text: string; headingBase?: 2 | 3; className?: string }) {
  return <div className={className ? `markdown ${className}` : 'markdown'} dangerouslySetInnerHTML={{ __html: markdownToSafeHtml(text, headingBase) }} />;
}
