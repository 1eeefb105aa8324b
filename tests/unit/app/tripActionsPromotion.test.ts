// The 'Summer Promotion!' window with a fixed 'today' (docs/decisions.md): from 28 days before a campaign until its
// last day, in the country's calendar.
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../../src/domain/catalogue';
import { SUMMER_PROMOTION_OFFER } from '../../../src/domain/texts';
import {
  campaignToAnnounce,
  campaignToAnnounceNow,
  isPromotionPage,
  promotionOffer,
} from '../../../src/app/trip-actions/promotionWindow';
import { PROMOTION_AUTO_CLOSE_MS } from '../../../src/app/trip-actions/promotionTiming';

const summer = (year: number): Campaign => ({
  _id: `campaign-summer-${year}`,
  countryId: 'country-ky',
  name: `Summer Promotion ${year}`,
  startDate: `${year}-08-10`,
  endDate: `${year}-11-20`,
  freeHours: 1,
  minCharterHours: 3,
});
const campaigns = [summer(2026), summer(2027)];

describe('promotion window', () => {
  it('does not show after the 2026 campaign ended, with the 2027 one months away (today 2026-11-22)', () => {
    expect(campaignToAnnounce(campaigns, '2026-11-22')).toBeNull();
    expect(campaignToAnnounce(campaigns, '2026-11-21')).toBeNull();
  });
  it('shows on every day of a campaign, its first and last included', () => {
    expect(campaignToAnnounce(campaigns, '2026-08-10')?._id).toBe('campaign-summer-2026');
    expect(campaignToAnnounce(campaigns, '2026-10-01')?._id).toBe('campaign-summer-2026');
    expect(campaignToAnnounce(campaigns, '2026-11-20')?._id).toBe('campaign-summer-2026');
  });
  it('shows in the four weeks before a campaign starts, not earlier', () => {
    expect(campaignToAnnounce(campaigns, '2027-07-13')?._id).toBe('campaign-summer-2027');
    expect(campaignToAnnounce(campaigns, '2027-07-12')).toBeNull();
    expect(campaignToAnnounce([], '2026-09-01')).toBeNull();
  });
  it("uses the country's date, not the device's: 2026-11-21 01:00 UTC is still Nov 20 in Cayman", () => {
    const country = { campaigns, timezone: 'America/Cayman' };
    expect(campaignToAnnounceNow(country, new Date('2026-11-21T01:00:00Z'))?._id).toBe('campaign-summer-2026');
    expect(campaignToAnnounceNow(country, new Date('2026-11-21T06:00:00Z'))).toBeNull();
  });
  it("says the spec's offer for the default campaign, and closes after 20 seconds", () => {
    expect(promotionOffer(summer(2026))).toBe(SUMMER_PROMOTION_OFFER);
    expect(promotionOffer({ startDate: '2027-06-01', endDate: '2027-07-15', freeHours: 2 })).toBe(
      'Get 2 Hours FREE between Jun 1 - Jul 15',
    );
    expect(PROMOTION_AUTO_CLOSE_MS).toBe(20_000);
  });
});

describe('promotion pages', () => {
  it('opens on the home, destination, adventures and trip-builder pages and a few others', () => {
    for (const path of [
      '/cayman-islands',
      '/cayman-islands/destination/history',
      '/cayman-islands/activity',
      '/cayman-islands/adventures/stingray-city',
      '/cayman-islands/trip-builder',
      '/cayman-islands/boats-and-rates',
      '/cayman-islands/guide',
    ]) {
      expect(isPromotionPage(path, '')).toBe(true);
    }
  });
  it('stays closed elsewhere and on a shared itinerary link', () => {
    expect(isPromotionPage('/cayman-islands/contact-us', '')).toBe(false);
    expect(isPromotionPage('/cayman-islands/booking-confirmed', '')).toBe(false);
    expect(isPromotionPage('/cayman-islands/trip-builder', '?boat=x&shareItinerary=true')).toBe(false);
  });
});
