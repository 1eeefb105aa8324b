// 'See also' cards: each banner post links to a page, in a new tab when it leaves the site.
import type { CSSProperties } from 'react';
import type { Post } from '../../domain/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';

/** Dark text on light banner colours, white on dark ones, so every title stays readable. */
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 'var(--ink)';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.35 ? 'var(--ink)' : '#fff';
}

export function BannerLinks({ banners }: { banners: Post[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="see-also">
      <h2 id="see-also" className="section__title">
        See also
      </h2>
      <ul className="banner-links">
        {banners.map((b) => {
          const style = {
            '--banner-bg': b.bgrColor,
            '--banner-hover': b.hoverBgrColor,
            '--banner-text': textOn(b.bgrColor),
            '--banner-hover-text': textOn(b.hoverBgrColor),
          } as CSSProperties;
          const inner = (
            <>
              <ImageWithFallback className="banner-link__image" src={b.image} alt="" />
              <span className="banner-link__text">
                <span className="banner-link__eyebrow">See also</span>
                <span className="banner-link__title">{b.title}</span>
              </span>
            </>
          );
          return (
            <li key={b._id}>
              {/* A banner link opens in a new tab, so the page the guest is on stays open. */}
              <a href={b.link} className="banner-link" style={style} target="_blank" rel="noopener noreferrer">
                {inner}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
