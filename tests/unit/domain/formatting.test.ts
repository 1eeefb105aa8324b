import { describe, it, expect } from 'vitest';
import {
  formatBoatPrice,
  formatMoney,
  PACE_OPTIONS,
  activityCountLabel,
  charterHoursLabel,
  extraGuestsLabel,
  formatTravelTime,
  guestsLabel,
  hourCharterLabel,
  itineraryTimeLabel,
  paceLabel,
  cancelBookingFailed,
} from '../../../src/domain/texts';
import { hasAddOns, rateRows } from '../../../src/domain/catalogue';
import { BOAT } from './examples';

describe('money', () => {
  it('shows cents as USD en-US', () => {
    expect(formatMoney(110_740)).toBe('$1,107.40');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-2_500)).toBe('-$25.00');
    expect(formatMoney(123_456_789, { currencyCode: true })).toBe('$1,234,567.89 USD');
  });

  it('shows boat prices without decimals', () => {
    expect(formatBoatPrice(60_000)).toBe('$600');
    expect(formatMoney(60_050, { decimals: false })).toBe('$601');
    expect(formatMoney(1_250_000, { decimals: false, currencyCode: true })).toBe('$12,500 USD');
  });

  it('formats as Intl does for en-US dollars', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    const amounts = [
      0, 1, 5, 49, 50, 51, 99, 100, 149, 150, 999, 1_000, 99_950, 100_000, 123_456, 9_999_999, 100_000_000,
      123_456_789_012,
    ];
    for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
      expect(formatMoney(cents)).toBe(intl(2).format(cents / 100));
      expect(formatMoney(cents, { decimals: false })).toBe(intl(0).format(cents / 100));
    }
  });
});

describe('trip labels', () => {
  it('formats travel time', () => {
    expect(formatTravelTime(0)).toBe('0 mins*');
    expect(formatTravelTime(45)).toBe('45 mins*');
    expect(formatTravelTime(59.4)).toBe('59 mins*');
    expect(formatTravelTime(60)).toBe('1 h 0 mins*');
    expect(formatTravelTime(135)).toBe('2 h 15 mins*');
    // One minute is singular (issue #57: '1 mins*').
    expect(formatTravelTime(1)).toBe('1 min*');
    expect(formatTravelTime(61)).toBe('1 h 1 min*');
  });

  it('counts and charter labels', () => {
    expect(activityCountLabel(1)).toBe('1 Activity');
    expect(activityCountLabel(0)).toBe('0 Activities');
    expect(activityCountLabel(3)).toBe('3 Activities');
    expect(guestsLabel(8)).toBe('8 Guests');
    expect(charterHoursLabel(3)).toBe('3 hrs Charter');
    expect(hourCharterLabel(4)).toBe('4 Hour Charter');
    expect(extraGuestsLabel(2)).toBe('Extra Guests (2)');
  });

  it('itinerary time', () => {
    expect(itineraryTimeLabel(4, 5)).toBe('4 - 5 Hours');
    expect(itineraryTimeLabel(3, 0)).toBe('3 Hours');
  });

  it('pace', () => {
    expect(paceLabel('relaxed')).toBe('Relaxed');
    expect(paceLabel('standard')).toBe('Regular');
    expect(paceLabel('anything')).toBe('Regular');
    expect(PACE_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['relaxed', 'Relaxed'],
      ['standard', 'Regular'],
    ]);
  });

  it('the cancel error names its reason', () => {
    expect(cancelBookingFailed('Network down')).toBe('Error canceling booking: Network down');
  });
});

describe('rate rows', () => {
  it('lists charter rates by length, then the add-ons under their headings', () => {
    expect(
      rateRows(BOAT, { mainIsland: 'Cayman Brac' }).map((r) =>
        r.kind === 'rate' ? `${r.label}: ${r.priceLabel}${r.perHour ? '/h' : ''}` : `# ${r.label}`,
      ),
    ).toEqual([
      '2 Hour: $600',
      '3 Hour charter: $800',
      '# Additional hours (8 max)',
      'Each additional hour: $250',
      '# Additional guests (over 6)',
      'Each additional guest: $30/h',
    ]);
  });

  it("names the two-hour rate '2 Hour - Bio Bay' on Grand Cayman for a boat that sells bio bay trips, never a day boat's", () => {
    const withTender = { ...BOAT, additionalBioBayBoats: [{ _id: 'boat-glow', calendarId: 'cal-glow' }] };
    expect(rateRows(withTender, { mainIsland: 'Grand Cayman' })[0]).toMatchObject({
      label: '2 Hour - Bio Bay',
      price: 60_000,
    });
    expect(rateRows({ ...BOAT, access: ['bioBayAccess'] }, { mainIsland: 'Grand Cayman' })[0]).toMatchObject({
      label: '2 Hour - Bio Bay',
    });
    expect(rateRows(BOAT, { mainIsland: 'Grand Cayman' })[0]).toMatchObject({ label: '2 Hour', price: 60_000 });
    expect(rateRows(withTender, { mainIsland: 'Cayman Brac' })[0]).toMatchObject({ label: '2 Hour' });
  });

  it('keeps guest ranges and says when there are no add-ons', () => {
    const guestRow = rateRows(BOAT, { mainIsland: 'Grand Cayman' }).at(-1);
    expect(guestRow).toMatchObject({ kind: 'rate', guestRange: { from: 7, to: 12 } });
    const plain = rateRows(
      { ...BOAT, pricing: [{ value: 'TWO_HOURS', price: 50_000 }] },
      { mainIsland: 'Grand Cayman' },
    );
    expect(hasAddOns(plain)).toBe(false);
    expect(hasAddOns(rateRows(BOAT, { mainIsland: 'Grand Cayman' }))).toBe(true);
  });
});

describe('price lines and trip links', () => {
  it('shows whole-dollar boat prices without decimals, every other line with cents, the total with its code', async () => {
    const { formatPriceLine } = await import('../../../src/domain/texts');
    expect(formatPriceLine('charter', 90_000)).toBe('$900');
    expect(formatPriceLine('charter', 90_050)).toBe('$900.50');
    expect(formatPriceLine('late-morning', 10_000)).toBe('$100');
    expect(formatPriceLine('taxes', 11_700)).toBe('$117.00');
    expect(formatPriceLine('total', 101_700)).toBe('$1,017.00 USD');
  });

  it("writes a trip link the same way for app and server, and a boat's link with its region and main pick-up", async () => {
    const { boatTripQuery, tripBuilderUrl } = await import('../../../src/domain/trip');
    const boat = {
      urlTitle: 'reef-hopper',
      regions: [
        { _id: 'west', name: 'W', email: '', phone: '' },
        { _id: 'north', name: 'N', email: '', phone: '' },
      ],
      pickUpLocations: { main: { location: 'marina', dock: 'A' }, alternatives: [] },
    };
    expect(boatTripQuery(boat, 'cayman-islands')).toEqual({
      country: 'cayman-islands',
      region: 'west',
      pickUpLocation: 'marina',
      boat: 'reef-hopper',
    });
    expect(boatTripQuery(boat, 'cayman-islands', [{ _id: 'marina', regionIds: ['north'] }]).region).toBe('north');
    expect(
      tripBuilderUrl(
        'https://x.test',
        'cayman-islands',
        { activities: ['a', 'b'], estTimePace: 'relaxed' },
        { inquiryRef: 'IQ-1' },
      ),
    ).toBe('https://x.test/cayman-islands/trip-builder?activities=a%2Cb&estTimePace=relaxed&inquiryRef=IQ-1');
  });
});
