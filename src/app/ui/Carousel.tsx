// A row of cards that slides: 2 per view on phones, 3 on tablets and desktops; buttons and arrow keys move it.
import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { HeldImages } from './heldImages';
import { useWantedSoon } from './lazyPart';
import { useMediaQuery } from './useMediaQuery';

/** The most slides one view shows (tablets and desktops): those after them are off the first view at every width. */
const MOST_PER_VIEW = 3;

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const items = Children.toArray(children);
  const perView = useMediaQuery('(min-width: 768px)') ? 3 : 2;
  const last = Math.max(0, items.length - perView);
  const [start, setStart] = useState(0);
  const first = Math.min(start, last);
  // The images of the later slides are held (src/app/ui/heldImages.ts) until the carousel comes within a quarter of
  // the screen or the guest first taps, types or scrolls: a phone's browser fetches every lazy image within ~1,250 px,
  // on the home page all of a carousel's, on the first screen's link and main thread.
  const root = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(root);

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
    <div
      ref={root}
      className="carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
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
              <HeldImages value={!wanted && index >= MOST_PER_VIEW}>{item}</HeldImages>
            </li>
          ))}
        </ul>
      </div>
      {items.length > perView && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            aria-label="Previous items"
            onClick={() => go(first - 1)}
            disabled={first === 0}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span
            className="carousel__status"
            aria-live="polite"
          >{`${first + 1}–${Math.min(first + perView, items.length)} of ${items.length}`}</span>
          <button
            type="button"
            className="carousel__button"
            aria-label="Next items"
            onClick={() => go(first + 1)}
            disabled={first >= last}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
