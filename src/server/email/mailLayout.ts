// One layout for every email: a plain-text part and an HTML part built from the same content. Every value put
// into the HTML is escaped; links are only ever this site's own (see tripLink.ts).

export type Row = [label: string, value: string | undefined];

export interface MailSection {
  title: string;
  rows: Row[];
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  sections: MailSection[];
  link?: { label: string; href: string };
  closing?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Subjects are one line: guest text may carry line breaks. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const filled = (rows: Row[]) => rows.filter((r): r is [string, string] => r[1] !== undefined && r[1].trim() !== '');

function textOf(content: MailContent): string {
  const parts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  for (const section of content.sections) {
    const rows = filled(section.rows);
    if (rows.length === 0) continue;
    parts.push(section.title, ...rows.map(([label, value]) => `  ${label}: ${value}`), '');
  }
  if (content.link) parts.push(`${content.link.label}: ${content.link.href}`, '');
  if (content.closing) parts.push(content.closing);
  return `${parts.join('\n').trim()}\n`;
}

const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function htmlOf(content: MailContent): string {
  const body: string[] = [
    `<h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraphHtml),
  ];
  for (const section of content.sections) {
    const rows = filled(section.rows);
    if (rows.length === 0) continue;
    body.push(
      `<h2 style="font-size:16px">${escapeHtml(section.title)}</h2>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      ),
      '</table>',
    );
  }
  if (content.link)
    body.push(`<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a></p>`);
  if (content.closing) body.push(paragraphHtml(content.closing));
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(oneLine(content.subject))}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1a1a1a">${body.join('\n')}</body></html>\n`
  );
}

export function renderMail(content: MailContent): RenderedMail {
  return { subject: oneLine(content.subject), text: textOf(content), html: htmlOf(content) };
}
