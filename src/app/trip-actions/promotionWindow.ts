// When the 'Summer Promotion!' pop-up may open and what it says.
//
// Decision (docs/decisions.md): "shows only while the campaign has not ended" is read as "from four weeks before a
// campaign starts until its last day". A campaign a year away has not ended either, but announcing it to today's
// guests would be noise; in the weeks before it starts a guest planning a trip inside the window should hear of it.
import type { Campaign } from '../../domain/catalogue';
import { addDays, todayInZone, dayjs } from '../../domain/time';

const PROMOTION_LEAD_DAYS = 28;
/** The session flag recording that the pop-up opened in this browser session. */
export const PROMOTION_SESSION_KEY = 'summerPromotion';

/**
 * The campaign to announce on `today` (a local 'YYYY-MM-DD' date), or null: the one running, else the next starting
 * soon.
 */
export function campaignToAnnounce(
  campaigns: readonly Campaign[],
  today: string,
  leadDays = PROMOTION_LEAD_DAYS,
): Campaign | null {
  const live = campaigns
    .filter((c) => addDays(c.startDate, -leadDays) <= today && today <= c.endDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  return live[0] ?? null;
}

/** The campaign to announce now in the country's own calendar. */
export const campaignToAnnounceNow = (
  country: { campaigns: readonly Campaign[]; timezone: string },
  now: Date = new Date(),
) => campaignToAnnounce(country.campaigns, todayInZone(country.timezone, now));

/** 'Get 1 Hour FREE between Aug 10 - Nov 20' for the default campaign: the fixed offer with the campaign's values. */
export function promotionOffer(campaign: Pick<Campaign, 'startDate' | 'endDate' | 'freeHours'>): string {
  const day = (date: string) => dayjs(date).format('MMM D');
  const hours = `${campaign.freeHours} Hour${campaign.freeHours === 1 ? '' : 's'}`;
  return `Get ${hours} FREE between ${day(campaign.startDate)} - ${day(campaign.endDate)}`;
}

/** Pages the pop-up may open on: the home page and the destination, adventures, trip-builder and a few other pages. */
const PROMOTION_PAGES = [
  /^\/[^/]+\/?$/,
  /^\/[^/]+\/destination(\/|$)/,
  /^\/[^/]+\/guide(\/|$)/,
  /^\/[^/]+\/activity\/?$/,
  /^\/[^/]+\/adventures(\/|$)/,
  /^\/[^/]+\/trip-builder\/?$/,
  /^\/[^/]+\/boats-and-rates\/?$/,
  /^\/[^/]+\/boat\/[^/]+\/?$/,
  /^\/[^/]+\/compare-boats\/?$/,
];

/** Whether this address may show the pop-up: one of its pages, and not a shared itinerary's link. */
export function isPromotionPage(path: string, search: string): boolean {
  if (new URLSearchParams(search).has('shareItinerary')) return false;
  return PROMOTION_PAGES.some((pattern) => pattern.test(path));
}
