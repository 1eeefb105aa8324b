// A grid of photos that open one at a time in a modal; arrow keys and buttons move between them.
import type { KeyboardEvent } from 'react';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Modal } from '../ui/Modal';

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

export function ImageGrid({ images, onOpen }: { images: GalleryImage[]; onOpen: (index: number) => void }) {
  return (
    <ul className="image-grid">
      {images.map((img, i) => (
        <li key={`${img.src}-${i}`}>
          <button
            type="button"
            className="image-grid__button"
            onClick={() => onOpen(i)}
            aria-label={`Open photo: ${img.alt || img.caption || `photo ${i + 1}`}`}
          >
            <ImageWithFallback src={img.src} alt="" className="image-grid__image" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function Lightbox({
  images,
  index,
  onChange,
}: {
  images: GalleryImage[];
  index: number | null;
  onChange: (index: number | null) => void;
}) {
  const current = index === null ? null : images[index];
  const count = images.length;
  const step = (delta: number) => index !== null && onChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Modal
      open={current !== null && current !== undefined}
      onClose={() => onChange(null)}
      title={current ? current.caption || current.alt : ''}
      size="wide"
      onKeyDown={onKeyDown}
    >
      {current && (
        <div className="lightbox">
          <ImageWithFallback className="lightbox__image" src={current.src} alt={current.alt} loading="eager" />
          <div className="lightbox__controls">
            <button type="button" className="button button--ghost" onClick={() => step(-1)} aria-label="Previous photo">
              ‹ Previous
            </button>
            <span aria-live="polite">{`${(index ?? 0) + 1} of ${count}`}</span>
            <button type="button" className="button button--ghost" onClick={() => step(1)} aria-label="Next photo">
              Next ›
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
