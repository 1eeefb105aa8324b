// The booking bar: full-size-bar on desktop, mini-bar once scrolled, mobile-bar on phones; with its menus.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney, activityCountLabel, guestsLabel } from '../../domain/texts';
import { guestTotal } from '../../domain/trip';
import { useMediaQuery } from '../ui/useMediaQuery';
import { Popover } from '../ui/Popover';
import { TripActionButtons, TRIP_ACTION_BUTTONS } from '../trip-actions';
import { openSummary } from '../state/builderUi';
import { TRIP_BUILDER_TEXT } from './tripBuilderMessages';
import type { TripCatalogue } from '../state/tripEstimate';
import { FishingHoursMenu, PaceMenu } from './TripMenus';
import { tripStore } from '../state/tripStore';
import type { TripPrice } from '../state/useTripPrice';
import { BOOKING_TEXT } from '../booking';
import { TRIP_TEXT } from '../state/tripMessages';

export type BookingBarVariant = 'full-size-bar' | 'mini-bar' | 'mobile-bar';
const SCROLLED_PX = 240;

function useVariant(): BookingBarVariant {
  const phone = useMediaQuery('(max-width: 767px)');
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // A phone's bar is the same scrolled or not: its scroll position is never read, as reading it lays the page out.
    if (phone) return;
    const onScroll = () => setScrolled(window.scrollY > SCROLLED_PX);
    // Read in the next frame, not here: here (the commit of the builder's hydration) that forced layout would
    // lengthen one long task.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [phone]);
  if (phone) return 'mobile-bar';
  return scrolled ? 'mini-bar' : 'full-size-bar';
}

function ItineraryMenu({ catalogue }: { catalogue: TripCatalogue }) {
  const trip = useSnapshot(tripStore);
  const names = trip.activities.map((id) => catalogue.activities.find((a) => a._id === id)?.name ?? id);
  return (
    <Popover trigger={activityCountLabel(names.length)} className="tb-menu">
      {names.length === 0 ? (
        <p className="tb-muted">—</p>
      ) : (
        <ul className="tb-menu__list">
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <button type="button" className="tb-link" onClick={() => openSummary('Schedule')}>
        {TRIP_BUILDER_TEXT.viewSummary}
      </button>
    </Popover>
  );
}

function PriceTag({ price }: { price: TripPrice }) {
  const trip = useSnapshot(tripStore);
  if (trip.adult < 1) return <span className="tb-bar__price tb-bar__hint">{BOOKING_TEXT.addGuests}</span>;
  // Said at once where the price would be: the boat section's note may be far up the page.
  if (!price.shown && price.refusal)
    return (
      <p className="tb-bar__price tb-bar__refusal" role="status">
        {price.refusal}
      </p>
    );
  if (!price.shown) return <span className="tb-bar__price tb-muted" />;
  return (
    <span className="tb-bar__price">
      <strong>{formatMoney(price.shown.result.price)}</strong>
      {price.isEstimate && <span className="tb-badge">{TRIP_TEXT.estimate}</span>}
    </span>
  );
}

/** The bar's primary action: the guest's booking flow (guestBooking.ts), or the agents' reserve. */
export interface BookAction {
  label: string;
  /** Given why the trip cannot be priced, if it cannot. */
  start: (refusal: string | null) => void;
  /** Loads what `start` opens, on intent (hover, touch, focus of the button). */
  preload: () => void;
}

export function BookingBar({
  catalogue,
  price,
  action,
}: {
  catalogue: TripCatalogue;
  price: TripPrice;
  action: BookAction;
}) {
  const variant = useVariant();
  const trip = useSnapshot(tripStore);
  const fishing = trip.activities.some(
    (id) => catalogue.activities.find((a) => a._id === id)?.type === 'Deep sea fishing',
  );
  const book = (
    <button
      type="button"
      className="button button--accent tb-bar__book"
      onClick={() => action.start(price.refusal)}
      onPointerEnter={action.preload}
      onFocus={action.preload}
    >
      {action.label}
    </button>
  );
  if (variant === 'mobile-bar') {
    return (
      <div className="tb-bar tb-bar--mobile-bar" data-variant={variant} role="region" aria-label="Your trip">
        <PriceTag price={price} />
        <Popover trigger="Trip" className="tb-menu tb-menu--mini" align="start">
          <p className="tb-muted">
            {guestsLabel(guestTotal(trip))} · {activityCountLabel(trip.activities.length)}
          </p>
          <PaceMenu />
          {fishing && <FishingHoursMenu />}
          <button type="button" className="tb-link" onClick={() => openSummary('Schedule')}>
            {TRIP_BUILDER_TEXT.viewSummary}
          </button>
          <TripActionButtons withCall withCustomTrip />
        </Popover>
        {book}
      </div>
    );
  }
  return (
    <div className={`tb-bar tb-bar--${variant}`} data-variant={variant} role="region" aria-label="Your trip">
      <span className="tb-bar__facts">{guestsLabel(guestTotal(trip))}</span>
      <ItineraryMenu catalogue={catalogue} />
      {variant === 'full-size-bar' && <PaceMenu />}
      {variant === 'full-size-bar' && fishing && <FishingHoursMenu />}
      <Popover trigger={TRIP_ACTION_BUTTONS.menu} className="tb-menu" align="end">
        <TripActionButtons withCall withCustomTrip />
      </Popover>
      <PriceTag price={price} />
      {book}
    </div>
  );
}
