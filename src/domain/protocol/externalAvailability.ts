// The external availability service (GET getAvailableBoats, POST getAvailableTimes): what partner sites
// ask and what they get. getAvailableTimes takes the guest flow's time-slot search as it is (timeSlots.ts).
import { array, boolean, enums, nullable, number, object, optional, refine, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, string } from '../schema/boundedString';
import { CALENDAR_TYPES, searchRangeCheck } from '../booking/timeSlots';
import { zoneName } from '../schema/fields';
import { isoDate } from '../schema/validation';

export const availableBoatsQuery = refine(
  object({
    startDate: isoDate,
    /** Defaults to startDate. */
    endDate: optional(isoDate),
    /** The country's id or url title. */
    countryId: string(ID_MAX_LENGTH),
    /** An optional test calendar type, accepted as partners send it: answered from the same calendars. */
    calendarType: optional(enums(CALENDAR_TYPES)),
  }),
  'dateRange',
  ({ startDate, endDate }, ctx) => searchRangeCheck(startDate, endDate ?? startDate, ctx.path),
);
export type AvailableBoatsQuery = Infer<typeof availableBoatsQuery>;

const partnerBoat = object({
  _id: string(ID_MAX_LENGTH),
  name: string(NAME_MAX_LENGTH),
  urlTitle: string(ID_MAX_LENGTH),
  /** Length in feet. */
  size: number(),
  maxGuests: number(),
  /** The two-hour charter price in cents (USD), when the boat has one. */
  fromPrice: nullable(number()),
  image: string(TEXT_MAX_LENGTH),
  regions: array(object({ _id: string(ID_MAX_LENGTH), name: string(NAME_MAX_LENGTH) })),
  pickUps: array(object({ _id: string(ID_MAX_LENGTH), name: string(NAME_MAX_LENGTH), dock: string(NAME_MAX_LENGTH) })),
  /** The days of the range with at least one free start for the shortest charter. */
  availableDates: array(isoDate),
  /** Whether the boat also sells evening bio bay trips. */
  bioBay: boolean(),
});
export type PartnerBoat = Infer<typeof partnerBoat>;

export const availableBoatsResponse = object({ boatList: array(partnerBoat), timezone: zoneName });
export type AvailableBoatsResponse = Infer<typeof availableBoatsResponse>;
