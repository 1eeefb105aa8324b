// 'Summer Promotion!': on the home page and the destination, adventures, trip-builder and a few other
// pages, unless a shared itinerary is being opened; once per browser session (a sessionStorage flag), only while
// the country's campaign is announced (promotionWindow.ts), closing itself after 20 seconds.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BUTTONS, TITLES } from '../../domain/texts';
import { countryPath, useCountryState } from '../country';
import { anyDialogOpen, Modal } from '../ui/Modal';
import { whenIdle } from '../ui/whenIdle';
import type { Campaign } from '../../domain/catalogue';
import { PROMOTION_SESSION_KEY, campaignToAnnounceNow, isPromotionPage, promotionOffer } from './promotionWindow';
import { PROMOTION_AUTO_CLOSE_MS, PROMOTION_DELAY_MS, PROMOTION_IDLE_WAIT_MS } from './promotionTiming';
import { bookingInProgress } from '../state/bookingUnderway';
import './tripActions.css';

const PROMOTION_TEXT =
  'On trips of 3 hours or more during the promotion. Tell us your dates and we will plan it with you.';

function alreadyOpened(): boolean {
  try {
    return window.sessionStorage.getItem(PROMOTION_SESSION_KEY) !== null;
  } catch {
    return false; // storage blocked: the pop-up may show again, which is harmless
  }
}

function recordOpened(): void {
  try {
    window.sessionStorage.setItem(PROMOTION_SESSION_KEY, 'true');
  } catch {
    // storage blocked
  }
}

export function SummerPromotion() {
  const { query } = useCountryState();
  const [location] = useLocation();
  const search = useSearch();
  const country = query.data ?? null;
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [open, setOpen] = useState(false);
  // Decided once per page, on the address it was opened with: the trip builder later rewrites its query, which
  // would otherwise drop the shareItinerary flag and open the pop-up over a shared trip.
  const decidedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!country || decidedFor.current === location) return;
    decidedFor.current = location;
    if (open || !isPromotionPage(location, search)) return;
    // Decided a moment after the page opens, once it is idle: the country's calendar day is often the page's first date
    // format, which loads ICU's data (10–25 ms, 4 times that on a slow phone), and a page's first read of its session
    // storage waits for the browser to load it (5 ms, 4 times that); both belong after the page's own first render
    // and the trip it restores from the device, not in a gap between them.
    const decide = () => {
      // The guest has moved on, or an earlier decision opened it.
      // Nor over a booking in progress or another dialog (one at a time): it waits for another page.
      if (decidedFor.current !== location || alreadyOpened() || bookingInProgress() || anyDialogOpen()) return;
      const announced = campaignToAnnounceNow(country);
      if (!announced) return;
      recordOpened();
      setCampaign(announced);
      setOpen(true);
    };
    setTimeout(() => whenIdle(decide, { timeoutMs: PROMOTION_IDLE_WAIT_MS, fallbackMs: 0 }), PROMOTION_DELAY_MS);
  }, [country, location, search, open]);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), PROMOTION_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  if (!country || !campaign) return null;
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={TITLES.summerPromotion} className="ta-promo">
      <p className="ta-promo__offer">{promotionOffer(campaign)}</p>
      <p>{PROMOTION_TEXT}</p>
      <Link
        className="button button--accent"
        href={countryPath(country.urlTitle, 'trip-builder')}
        onClick={() => setOpen(false)}
      >
        {BUTTONS.bookingInquiry}
      </Link>
    </Modal>
  );
}
