import type { ContentSection } from '../../domain/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { MarkdownText } from './MarkdownText';

/**
 * The body of guide, blog, adventure and policy pages; each section's paragraphs are Markdown
 * (src/app/content/markdown.ts).
 */
export function ContentSections({ sections, headingLevel = 2 }: { sections: ContentSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="prose">
      {sections.map((section, index) => (
        <section key={index} className="prose__section">
          {section.heading && <Heading>{section.heading}</Heading>}
          {section.image && (
            <ImageWithFallback className="prose__image" src={section.image} alt={section.heading ?? ''} />
          )}
          <MarkdownText text={section.paragraphs.join('\n\n')} headingBase={headingLevel} />
        </section>
      ))}
    </div>
  );
}
