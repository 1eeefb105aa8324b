// A row of cards that slides: 2 per view on phones, 3 on tablets and desktops; buttons and arrow keys move it.
import { Children, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const items = Children.toArray(children);
  const perView = useMediaQuery('(min-width: 768px)') ? 3 : 2;
  const last = Math.max(0, items.length - perView);
  const [start, setStart] = useState(0);
  const first = Math.min(start, last);

  const go = (next: number) => setStart(Math.max(0, Math.min(last, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(first + 1);
    else if (event.key === 'ArrowLeft') go(first - 1);
    else return;
    event.preventDefault();
  };

  // A group, not a region: it sits in a section its heading names already, and two landmarks of one name cannot be
  // told apart.
  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel__viewport">
        <ul className="carousel__track" style={{ transform: `translateX(-${(first * 100) / perView}%)` }}>
          {items.map((item, index) => (
            <li
              key={index}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              inert={index < first || index >= first + perView ? true : undefined}
            >
              {item}
            </li>
          ))}
        </ul>
      </div>
      {items.length > perView && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label="Previous items" onClick={() => go(first - 1)} disabled={first === 0}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="carousel__status" aria-live="polite">{`${first + 1}–${Math.min(first + perView, items.length)} of ${items.length}`}</span>
          <button type="button" className="carousel__button" aria-label="Next items" onClick={() => go(first + 1)} disabled={first >= last}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
