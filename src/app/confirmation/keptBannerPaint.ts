// The booking confirmation's banner painted from the copy kept on the device before the app's code is asked for. Built
// as a small script of its own (vite.config.ts, `vite build --mode kept-banner`), which the server inlines in the
// confirmation's static shell (shellWithEarlyPaint, src/server/http/firstPaint.ts): on a slow link the page's largest
// paint, the banner's heading, then needs the document and its stylesheets, not ~130 KiB of script run at a phone's
// speed.
// The copy is drawn over the page, in the place and size of the app's own banner (the same classes), hidden from
// assistive technology and inert; it goes once the app's page shows anything but its spinner. No kept copy, nothing
// painted. Either way the app's code is asked for once this is done (`loadApp`, written by the server).
import { formatDateAndTime, ZONE_PLACE, zoneNote, hasTemporal } from '../../domain/time';
import { BUTTONS, BOOKING_COMPLETE, BOOKING_THANKS, CONFIRMATION_EMAIL_SOON, formatMoney } from '../../domain/texts';
import { CONFIRMATION_TEXT } from './confirmationMessages';
import { confirmationRecord, type StoredConfirmation } from './confirmationStore';
import { deviceConfirmations } from './deviceStore';
import { afterPaint, nextTask } from '../ui/nextTask';
import { handOverCopy } from './paintedCopy';

/** The class of the painted copy (confirmation.css places it). */
const KEPT_BANNER_CLASS = 'kept-banner';
/**
 * The longest the app's code waits for the kept copy to be read: a slow or stuck IndexedDB never keeps the page from
 * it.
 */
const KEPT_READ_LIMIT_MS = 1000;

type Child = Node | string;
function element(tag: string, className: string | null, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** As CompletionBanner's BannerFacts. */
function facts(info: StoredConfirmation['info'], label: string, at: string): HTMLElement {
  return element(
    'dl',
    'confirmation-banner__facts',
    element(
      'div',
      null,
      element('dt', null, CONFIRMATION_TEXT.bookingRef),
      element('dd', 'confirmation-banner__ref', info.bookingRef),
    ),
    element(
      'div',
      null,
      element('dt', null, label),
      element(
        'dd',
        null,
        formatDateAndTime(at, info.timezone),
        element('span', 'confirmation-banner__zone', zoneNote(ZONE_PLACE, info.timezone, new Date(at))),
      ),
    ),
  );
}

/** As CompletionBanner renders it (its buttons are shown, inert until the app has come). */
function banner({ info }: StoredConfirmation): HTMLElement {
  const { cancelled } = info;
  if (cancelled) {
    return element(
      'section',
      'confirmation-banner confirmation-banner--cancelled',
      element('h1', 'confirmation-banner__title', CONFIRMATION_TEXT.cancelledTitle),
      element(
        'p',
        null,
        cancelled.refundedCents > 0
          ? CONFIRMATION_TEXT.cancelledRefund(formatMoney(cancelled.refundedCents))
          : CONFIRMATION_TEXT.cancelledNoRefund,
      ),
      facts(info, CONFIRMATION_TEXT.cancelledOn, cancelled.at),
    );
  }
  const button = (className: string, text: string) =>
    Object.assign(element('button', className, text), { type: 'button' });
  return element(
    'section',
    'confirmation-banner',
    element('p', 'confirmation-banner__check', '✓'),
    element('h1', 'confirmation-banner__title', BOOKING_COMPLETE),
    element('p', 'confirmation-banner__thanks', BOOKING_THANKS),
    element('p', null, CONFIRMATION_EMAIL_SOON),
    element(
      'span',
      'send-again',
      element('span', null, CONFIRMATION_TEXT.emailNotArrived),
      ' ',
      button('link-button', CONFIRMATION_TEXT.sendAgain),
      element('span', 'send-again__result'),
    ),
    facts(info, CONFIRMATION_TEXT.updated, info.updatedAt),
    element(
      'div',
      'button-row confirmation-banner__actions',
      button('button button--primary', BUTTONS.savePdf),
      button('button button--ghost', CONFIRMATION_TEXT.addToCalendar),
    ),
  );
}

/**
 * The page as the app first shows a kept copy (ConfirmationView, fromDevice), below an empty header of the header's
 * size.
 */
function keptPage(entry: StoredConfirmation): HTMLElement {
  const page = element(
    'div',
    KEPT_BANNER_CLASS,
    element('div', 'site-header', element('div', 'site-header__bar container')),
    element(
      'div',
      'confirmation container',
      element('p', 'confirmation-notice', CONFIRMATION_TEXT.savedCopy),
      element('div', 'confirmation__page', banner(entry)),
    ),
  );
  page.setAttribute('aria-hidden', 'true');
  page.inert = true;
  return page;
}

/**
 * Removes `painted` once the app's page (`main`) shows anything but its spinner: the app's banner, or whatever it shows
 * instead.
 */
function removeWhenTheAppShows(painted: HTMLElement): void {
  const root = document.getElementById('root');
  if (!root) return painted.remove();
  const shown = () => root.querySelector('main > :not(.spinner)') !== null;
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    painted.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}

const parsed = () =>
  new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
const limit = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

async function keptCopy(bookingRef: string | null): Promise<StoredConfirmation | null> {
  if (!bookingRef) return null;
  // Untrusted like any stored data: the same check as the app's (which drops what does not fit; this only reads).
  const read = confirmationRecord.read(await deviceConfirmations.get(bookingRef), new Date());
  return read.ok && read.data.info.bookingRef === bookingRef ? read.data : null;
}

/**
 * Paints the kept copy of the address's booking, if there is one, then calls `loadApp` (once the document is parsed).
 */
export default function paintKeptBanner(loadApp: () => void): void {
  const bookingRef = new URLSearchParams(window.location.search).get('ref');
  // Without Temporal, the copy's dates are the page's first date format, which loads ICU's data (13–21 ms in Chromium,
  // 4 times that on a slow phone): loaded in a task of its own while the copy is read, not inside the task that paints
  // it. With Temporal they need none (src/domain/time/temporal.ts).
  if (!hasTemporal()) setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(0));
  const entry = limit(
    keptCopy(bookingRef).catch(() => null),
    KEPT_READ_LIMIT_MS,
    null,
  );
  void Promise.all([entry, parsed()]).then(async ([kept]) => {
    try {
      if (kept && bookingRef) {
        handOverCopy(bookingRef, kept);
        // Drawn in a task of its own, apart from the copy's read and check: together they made one long task at a
        // phone's speed (Lighthouse's total blocking time).
        await nextTask();
        const painted = keptPage(kept);
        document.body.append(painted);
        removeWhenTheAppShows(painted);
        await afterPaint();
      }
    } catch {
      // Nothing painted (a copy the painter could not draw): the app renders the page as it always does.
    } finally {
      loadApp();
    }
  });
}
