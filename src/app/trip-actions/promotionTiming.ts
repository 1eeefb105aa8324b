// When the 'Summer Promotion!' pop-up opens and closes. Apart from promotionWindow.ts so that the browser
// tests can wait on them without loading the app's date code.

/** The pop-up closes itself after 20 seconds. */
export const PROMOTION_AUTO_CLOSE_MS = 20_000;
/** The pop-up is decided this long after a page opens, once the browser is idle (PROMOTION_IDLE_WAIT_MS at most). */
export const PROMOTION_DELAY_MS = 1_500;
export const PROMOTION_IDLE_WAIT_MS = 2_000;
