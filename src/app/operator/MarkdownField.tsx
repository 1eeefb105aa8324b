// A page text written in Markdown, and a page's sections of such texts. 'Preview' shows the text through the guest
// pages' own component (MarkdownText), so what the office sees is what guests will see.
import { useId, useState } from 'react';
import type { ContentSection } from '../../domain/catalogue';
import { MarkdownText } from '../content';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { Control } from './catalogueParts';

export function MarkdownField({
  label,
  value,
  error,
  onChange,
  headingBase = 2,
  rows = 6,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (text: string) => void;
  headingBase?: 2 | 3;
  rows?: number;
}) {
  const [preview, setPreview] = useState(false);
  const previewId = useId();
  return (
    <div className="catalogue-markdown">
      <Control label={label} error={error} hint={P.markdownHint}>
        {(id, d) => (
          <textarea
            id={id}
            aria-describedby={d}
            aria-invalid={error ? true : undefined}
            rows={rows}
            value={value}
            hidden={preview}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Control>
      <button
        type="button"
        className="button button--ghost"
        aria-controls={previewId}
        aria-label={`${preview ? P.edit : P.preview}: ${label}`}
        onClick={() => setPreview((p) => !p)}
      >
        {preview ? P.edit : P.preview}
      </button>
      <section id={previewId} className="catalogue-preview prose" aria-label={P.previewLabel(label)} hidden={!preview}>
        {preview && <MarkdownText text={value} headingBase={headingBase} />}
      </section>
    </div>
  );
}

/** The paragraphs of a section as one Markdown text (a blank line between them), as the guest page joins them. */
const sectionText = (s: ContentSection) => s.paragraphs.join('\n\n');
/** Back to paragraphs, one per blank-line-separated block: each stays within a paragraph's length. */
const sectionParagraphs = (text: string) => text.split(/\n[ \t]*\n/).filter((p) => p.trim() !== '');
/** A page's sections as they are saved: each text split into its paragraphs. */
export const savedSections = (sections: ContentSection[]): ContentSection[] =>
  sections.map((s) => ({ ...s, paragraphs: sectionParagraphs(sectionText(s)) }));

/** The error of a section's text: the API names a paragraph ('sections.1.paragraphs.2'), the editor shows one text. */
const textError = (errors: Record<string, string>, at: string) =>
  errors[`${at}.paragraphs`] ?? Object.entries(errors).find(([k]) => k.startsWith(`${at}.paragraphs.`))?.[1];

export function SectionsField({
  sections,
  errors,
  path = 'sections',
  onChange,
}: {
  sections: ContentSection[];
  errors: Record<string, string>;
  path?: string;
  onChange: (sections: ContentSection[]) => void;
}) {
  const change = (i: number, patch: Partial<ContentSection>) =>
    onChange(sections.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const optional = (text: string) => (text === '' ? undefined : text);
  return (
    <fieldset className="catalogue-section">
      <legend>{P.sections}</legend>
      {errors[path] && <p className="field__error">{errors[path]}</p>}
      {sections.map((section, i) => {
        const at = `${path}.${i}`;
        return (
          <fieldset key={i} className="catalogue-subsection">
            <legend>{P.section(i + 1)}</legend>
            <Control label={P.heading} error={errors[`${at}.heading`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  value={section.heading ?? ''}
                  onChange={(e) => change(i, { heading: optional(e.target.value) })}
                />
              )}
            </Control>
            <Control label={P.sectionImage} error={errors[`${at}.image`]}>
              {(id, d) => (
                <input
                  id={id}
                  aria-describedby={d}
                  value={section.image ?? ''}
                  onChange={(e) => change(i, { image: optional(e.target.value) })}
                />
              )}
            </Control>
            <MarkdownField
              label={`${P.sectionText} (${P.section(i + 1)})`}
              value={sectionText(section)}
              error={textError(errors, at)}
              onChange={(text) => change(i, { paragraphs: [text] })}
            />
            <div className="operator-row">
              {i > 0 && (
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    onChange(sections.map((s, k) => (k === i - 1 ? sections[i]! : k === i ? sections[i - 1]! : s)))
                  }
                >
                  {P.moveUp(i + 1)}
                </button>
              )}
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onChange(sections.filter((_, k) => k !== i))}
              >
                {P.removeSection(i + 1)}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => onChange([...sections, { paragraphs: [''] }])}
      >
        {P.addSection}
      </button>
    </fieldset>
  );
}
