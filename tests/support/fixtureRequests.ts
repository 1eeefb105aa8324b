// Request bodies against the test catalogue (catalogueFixture's Fixture Cayman): a hold of one boat and a search of a
// day's time slots. The defaults are the small boat for two hours; a test overrides what it is about.
export const FIXTURE_COUNTRY = { countryId: 'fx-ky', timezone: 'America/Cayman' } as const;

export interface HoldBodyOptions {
  boatId?: string;
  duration?: number;
  tripType?: string;
  /** Boats after the primary one (a bio-bay trip's extra boat). */
  extraBoats?: unknown[];
  /** Any other field of the hold request, or one of the above replaced whole (boats, countryId…). */
  [field: string]: unknown;
}

/** POST booking/hold: the boat as the primary one, from `startTime`. */
export function holdBody(startTime: string, options: HoldBodyOptions = {}) {
  const { boatId = 'boat-small', duration = 2, tripType = 'STANDARD', extraBoats = [], ...over } = options;
  return {
    startTime,
    tripType,
    boats: [{ boatId, duration, boatRole: 'primary' }, ...extraBoats],
    ...FIXTURE_COUNTRY,
    ...over,
  };
}

export interface TimeSlotsBodyOptions {
  boatId?: string;
  /** Any other field of the search (endDate, tripDuration, customTime…). */
  [field: string]: unknown;
}

/** POST booking/time-slots: the boat's two-hour slots on `day`, every slot with why it is unavailable. */
export function timeSlotsBody(day: string, options: TimeSlotsBodyOptions = {}) {
  const { boatId = 'boat-small', ...over } = options;
  return {
    boats: [{ boatId, role: 'primary' }],
    startDate: day,
    endDate: day,
    tripDuration: 2,
    tripType: 'STANDARD',
    countryId: FIXTURE_COUNTRY.countryId,
    returnAllTimeSlots: true,
    includeUnavailabilityReason: true,
    ...over,
  };
}
