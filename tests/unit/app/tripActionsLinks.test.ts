// Share links and trip links: what the share widget opens, what a saved/shared link carries, and how an inquiry's
// stored payload rebuilds a trip.
import { describe, expect, it } from 'vitest';
import { emptyTripState, type TripState, parseTripQuery } from '../../../src/domain/trip';
import { SHARE_CHANNELS, shareUrl, tripBuilderLink } from '../../../src/app/trip-actions/shareLinks';
import { readTripLink } from '../../../src/app/trip-actions/tripLinkWelcome';
import { greetingName, inquiryTripQuery } from '../../../src/app/trip-actions/inquiryLink';

function trip(): TripState {
  const t = emptyTripState('America/Cayman');
  t.countryUrlTitle = 'cayman-islands';
  t.startDate = '2026-12-03';
  t.endDate = '2026-12-05';
  t.adult = 2;
  t.children = 1;
  t.regionId = 'region-west-bay';
  t.pulId = 'pul-morgans';
  t.activities = ['act-stingray', 'act-coral'];
  t.boatUrlTitle = 'reef-hopper';
  t.estTimePace = 'relaxed';
  return t;
}

describe('trip links', () => {
  it('is the trip builder address with the trip query, and the flag when asked', () => {
    const link = tripBuilderLink('https://charters.example', trip(), 'shareItinerary');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://charters.example/cayman-islands/trip-builder');
    const { query, dropped } = parseTripQuery(url.searchParams);
    expect(dropped).toEqual([]);
    expect(query).toMatchObject({
      country: 'cayman-islands',
      start_date: '2026-12-03',
      end_date: '2026-12-05',
      adults: 2,
      children: 1,
      region: 'region-west-bay',
      pickUpLocation: 'pul-morgans',
      activities: ['act-stingray', 'act-coral'],
      boat: 'reef-hopper',
      estTimePace: 'relaxed',
      shareItinerary: true,
    });
    expect(tripBuilderLink('https://charters.example', trip())).not.toContain('shareItinerary');
  });

  it('reads the flags and an inquiry reference from a link', () => {
    const token = 'Ab-_'.repeat(8);
    expect(
      readTripLink(`?boat=reef-hopper&activities=a&shareItinerary=true&inquiryRef=IQ-7K3M9QH2XW&inquiryToken=${token}`),
    ).toEqual({
      flag: 'shareItinerary',
      inquiryRef: 'IQ-7K3M9QH2XW',
      inquiryToken: token,
      carriesTrip: true,
    });
    expect(readTripLink('?saveItinerary=true&country=cayman-islands')).toEqual({
      flag: 'saveItinerary',
      inquiryRef: null,
      inquiryToken: null,
      carriesTrip: false,
    });
    // A malformed reference is ignored rather than sent to the API.
    expect(readTripLink('?inquiryRef=../../etc').inquiryRef).toBeNull();
    expect(readTripLink('?inquiryRef=IQ-7K3M9QH2XW&inquiryToken=short').inquiryToken).toBeNull();
  });
});

describe('share channels', () => {
  const link = 'https://charters.example/cayman-islands/trip-builder?boat=reef-hopper&shareItinerary=true';
  it('puts the whole trip link into every channel', () => {
    for (const channel of SHARE_CHANNELS) {
      if (channel === 'instagram') continue;
      const url = shareUrl(channel, link, 'Look:', 'A boat trip');
      expect(url).toContain(encodeURIComponent(link));
    }
  });
  it('opens each network at its own share address', () => {
    expect(shareUrl('facebook', link, 't', 's')).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(shareUrl('x', link, 't', 's')).toMatch(/^https:\/\/x\.com\/intent\/tweet\?/);
    expect(shareUrl('whatsapp', link, 't', 's')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareUrl('telegram', link, 't', 's')).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
    expect(shareUrl('mail', link, 't', 'A boat trip')).toMatch(/^mailto:\?subject=A%20boat%20trip&body=/);
  });
});

describe('an inquiry reopens its trip', () => {
  it('from its own trip-builder link', () => {
    const query = inquiryTripQuery({
      linkToBT: 'http://localhost/cayman-islands/trip-builder?boat=reef-hopper&activities=a,b&adults=2',
      firstName: 'Ann',
    });
    expect(query).toMatchObject({ boat: 'reef-hopper', activities: ['a', 'b'], adults: 2 });
  });
  it("from a 'Send Us an Email' inquiry's dates and party", () => {
    const query = inquiryTripQuery({
      emailData: { startDate: '2026-12-03', endDate: null, adults: 4, kids: 2, firstName: 'Ann' },
    });
    expect(query).toEqual({ start_date: '2026-12-03', adults: 4, children: 2 });
  });
  it('greets the saver by first name and names the friend who shared', () => {
    const base = { inquiryRef: 'IQ-7K3M9QH2XW', createdAt: '2026-11-22T12:00:00.000Z' };
    expect(greetingName({ ...base, kind: 'save-itinerary', payload: { firstName: 'Ann' } })).toBe('Ann');
    expect(greetingName({ ...base, kind: 'shared-itinerary', payload: { userName: 'Bo', friendName: 'Cy' } })).toBe(
      'Bo',
    );
  });
});
