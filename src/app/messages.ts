// Texts the app shell and content pages show, written for this app; the fixed wording comes from
// src/domain/texts/messages.ts.
export { FETCH_FAILED, SOMETHING_WENT_WRONG, TOKEN_REFRESH_FAILED, NO_ADD_ONS } from '../domain/texts';

export const OFFLINE_FIRST_VISIT = "You're offline. This page needs a connection the first time you open it.";
/** A modal or panel whose code was never downloaded, opened offline (src/app/ui/lazyPart.tsx). */
export const PART_UNAVAILABLE =
  "This needs a connection the first time you open it. Please try again when you're online.";
export const OFFLINE_BANNER = "You're offline. Pages you have already opened still work.";
export const PAGE_NOT_FOUND = "We couldn't find that page.";

/** A boat's details (content/BoatInfoModal.tsx) and its card in the builder. */
export const BOAT_TEXT = {
  select: 'Select',
  selected: 'Selected',
  maxGuests: (n: number) => `Up to ${n} guests`,
} as const;
