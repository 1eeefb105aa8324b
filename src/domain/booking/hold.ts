// Temporary hold of a slot (docs/availability-api.md): the request, and what the server answers.
import { array, boolean, enums, integer, max, min, nullable, object, optional, type Infer } from 'superstruct';
import { ID_MAX_LENGTH, string } from '../schema/boundedString';
import { isoInstant, localDateTime, zoneName } from '../schema/fields';
import { BOAT_ROLES, fishingHours, guestCount, pace, tripType } from '../trip/tripOptions';

/**
 * The hold the guest's trip has: the server's hold id and the held slot's start (local time with offset). On the wire
 * they are bookingId and bookingDate.
 */
export const heldSlot = object({ holdId: string(ID_MAX_LENGTH), start: localDateTime });
export type HeldSlot = Infer<typeof heldSlot>;

/** How long a hold lasts unless the server is set otherwise; only starting checkout extends it. */
export const HOLD_MINUTES = 15;

/** The extra boat of a bio-bay trip joins for the last two hours, ending with the main boat. */
const RELATIONSHIP_TYPES = ['BIO_BAY_ADDITIONAL'] as const;
const TIMING_BEHAVIORS = ['END_ALIGNED'] as const;

const holdBoat = object({
  boatId: string(ID_MAX_LENGTH),
  duration: max(min(integer(), 1), 12), // whole hours
  boatRole: enums(BOAT_ROLES),
  relationshipType: optional(enums(RELATIONSHIP_TYPES)),
  timingBehavior: optional(enums(TIMING_BEHAVIORS)),
});
export type HoldBoat = Infer<typeof holdBoat>;

export const holdRequest = object({
  startTime: localDateTime,
  tripType,
  boats: array(holdBoat),
  /** Minutes asked for: shorter than the server's hold time is granted, longer is capped to it. */
  temporaryHoldDuration: optional(min(integer(), 1)),
  countryId: string(ID_MAX_LENGTH),
  timezone: zoneName,
  // The trip the hold is for, so that the server can recompute it and tie the hold to it.
  regionId: optional(string(ID_MAX_LENGTH)),
  pulId: optional(string(ID_MAX_LENGTH)),
  dolId: optional(nullable(string(ID_MAX_LENGTH))),
  activities: optional(array(string(ID_MAX_LENGTH))),
  estTimePace: optional(pace),
  fishingHours: optional(fishingHours),
  adult: optional(guestCount),
  children: optional(guestCount),
});
export type HoldRequest = Infer<typeof holdRequest>;

export const holdResponse = object({
  success: boolean(),
  bookingId: string(ID_MAX_LENGTH),
  expiresAt: isoInstant,
  /** The server's clock, so that the countdown does not trust the device's. */
  serverNow: isoInstant,
});
export type HoldResponse = Infer<typeof holdResponse>;
