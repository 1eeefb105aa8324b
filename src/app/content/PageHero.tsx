import type { ReactNode } from 'react';
import { ImageWithFallback } from '../ui/ImageWithFallback';

/** The banner at the top of a content page: image, eyebrow, title and a short lead. */
export function PageHero({
  title,
  lead,
  image,
  eyebrow,
  children,
  size = 'normal',
}: {
  title: ReactNode;
  lead?: ReactNode;
  image?: string;
  eyebrow?: ReactNode;
  children?: ReactNode;
  size?: 'normal' | 'large' | 'small';
}) {
  return (
    <section className={`page-hero page-hero--${size} ${image ? 'page-hero--image' : ''}`}>
      {image && <ImageWithFallback className="page-hero__image" src={image} alt="" firstScreen />}
      <div className="page-hero__inner container">
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="page-hero__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
