import { describe, expect, it } from 'vitest';
import { bookingRegion } from '../../../src/domain/booking';
import { BOOKING } from '../app/confirmationFixture';

const westBay = { _id: 'west-bay', name: 'West Bay', email: 'westbay@example.com', phone: '+13455550101' };
const georgeTown = { _id: 'george-town', name: 'George Town', email: 'georgetown@example.com', phone: '+13455550102' };

/** The fixture's boat serving two regions, met at a George Town cruise terminal. */
function booking(regionId?: string) {
  const summary = BOOKING.tripSummary;
  return {
    ...BOOKING,
    regionId,
    tripSummary: {
      ...summary,
      boat: { ...summary.boat, data: { ...summary.boat.data, regions: [westBay, georgeTown] } },
      pull: { ...summary.pull, data: { ...summary.pull.data!, regionIds: ['george-town'] } },
    },
  };
}

describe('the office a confirmation names', () => {
  it("is the booking's own region, not the boat's first", () => {
    expect(bookingRegion(booking('george-town'))).toEqual(georgeTown);
    expect(bookingRegion(booking('west-bay'))).toEqual(westBay);
  });

  it('falls back to the region its meeting point serves, then to the first (confirmations kept before regionId)', () => {
    expect(bookingRegion(booking())).toEqual(georgeTown);
    const nowhere = booking();
    nowhere.tripSummary.pull.data!.regionIds = ['east-end'];
    expect(bookingRegion(nowhere)).toEqual(westBay);
  });
});
