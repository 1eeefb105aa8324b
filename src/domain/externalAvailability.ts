// The external availability service of spec 02 §7 (GET getAvailableBoats, POST getAvailableTimes): what partner sites
// ask and what they get. getAvailableTimes takes the guest flow's time-slot search as it is (timeSlots.ts).
import { array, boolean, enums, nullable, number, object, optional, refine, string as plainString, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, string } from './boundedString';
import { CALENDAR_TYPES, searchRangeCheck } from './timeSlots';
import { isoDate } from './validation';

export const availableBoatsQuery = refine(
  object({
    startDate: isoDate,
    /** Defaults to startDate. */
    endDate: optional(isoDate),
    /** The country's id or url title. */
    countryId: string(ID_MAX_LENGTH),
    /** The spec's optional test calendar type: answered from the same calendars. */
    calendarType: optional(enums(CALENDAR_TYPES)),
  }),
  'dateRange',
  ({ startDate, endDate }, ctx) => searchRangeCheck(startDate, endDate ?? startDate, ctx.path),
);
export type AvailableBoatsQuery = Infer<typeof availableBoatsQuery>;

export const partnerBoat = object({
  _id: plainString(),
  name: plainString(),
  urlTitle: plainString(),
  /** Length in feet. */
  size: number(),
  maxGuests: number(),
  /** The two-hour charter price in cents (USD), when the boat has one. */
  fromPrice: nullable(number()),
  image: plainString(),
  regions: array(object({ _id: plainString(), name: plainString() })),
  pickUps: array(object({ _id: plainString(), name: plainString(), dock: plainString() })),
  /** The days of the range with at least one free start for the shortest charter. */
  availableDates: array(isoDate),
  /** Whether the boat also sells evening bio bay trips. */
  bioBay: boolean(),
});
export type PartnerBoat = Infer<typeof partnerBoat>;

export const availableBoatsResponse = object({ boatList: array(partnerBoat), timezone: plainString() });
export type AvailableBoatsResponse = Infer<typeof availableBoatsResponse>;
