// The JSON Schemas (OpenAPI 3.1, JSON Schema 2020-12) of every partner request and answer, written from what the
// routes send: answers are closed (additionalProperties: false), so a field added to an answer and not here fails
// tests/api/partnerOpenApi.test.ts, which checks real answers of every route against them. OCTO's names and shapes
// are the OCTO specification's; fields of a capability are there only when it is asked for (not required).
import { MAX_RANGE_DAYS } from '../../domain/time';
import {
  OCTO_DELIVERY_FORMATS,
  OCTO_ERRORS,
  OCTO_HOLD_MINUTES,
  OCTO_REQUIRED_CONTACT_FIELDS,
  OCTO_VISIBLE_CONTACT_FIELDS,
} from '../../domain/protocol';
import { CALENDAR_TYPES, SLOT_UNAVAILABILITY_REASONS } from '../../domain/booking';
import { BOAT_ROLES, TRIP_TYPES } from '../../domain/trip';

type Schema = Record<string, unknown>;
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const string: Schema = { type: 'string' };
const nullableString: Schema = { type: ['string', 'null'] };
const integer: Schema = { type: 'integer' };
const boolean: Schema = { type: 'boolean' };
const alwaysNull: Schema = { type: 'null' };
const date: Schema = { type: 'string', format: 'date' };
const cents = (description: string): Schema => ({
  type: 'integer',
  minimum: 0,
  description: `${description}, US cents`,
});
const localDateTime: Schema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}$',
  description: 'local time with its offset, 2026-12-03T10:00:00-05:00',
};
const utc: Schema = { type: 'string', format: 'date-time', description: 'UTC, ISO-8601' };
const utcSeconds: Schema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$',
  description: 'UTC to the second',
};
const arrayOf = (items: Schema, description?: string): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

/** An answer object: these properties and no others; `required` are always there, the rest with a capability. */
function closed(required: Record<string, Schema>, optional: Record<string, Schema> = {}, description?: string): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: Object.keys(required),
    properties: { ...required, ...optional },
    additionalProperties: false,
  };
}
/** A request body: these properties checked; any other is ignored, as OCTO expects of a supplier. */
const body = (required: string[], properties: Record<string, Schema>, description?: string): Schema => ({
  type: 'object',
  ...(description ? { description } : {}),
  required,
  properties,
});

const withCapability = (capability: string, schema: Schema): Schema => ({
  ...schema,
  description: `With ${capability}.${schema.description ? ` ${String(schema.description)}` : ''}`,
});

const contactFields = {
  type: 'string',
  enum: [...new Set([...OCTO_REQUIRED_CONTACT_FIELDS, ...OCTO_VISIBLE_CONTACT_FIELDS])],
};

// --- OCTO content (octo/content) ---------------------------------------------------------------------------------
const feature = closed({
  type: {
    type: 'string',
    enum: [
      'INCLUSION',
      'EXCLUSION',
      'HIGHLIGHT',
      'PREBOOKING_INFORMATION',
      'PREARRIVAL_INFORMATION',
      'REDEMPTION_INSTRUCTION',
      'ACCESSIBILITY_INFORMATION',
      'ADDITIONAL_INFORMATION',
      'BOOKING_TERM',
      'CANCELLATION_TERM',
    ],
  },
  shortDescription: nullableString,
});
const faq = closed({ question: string, answer: string });
const media = closed({
  src: { type: 'string', format: 'uri' },
  type: { type: 'string', enum: ['image/jpeg', 'image/png'] },
  rel: { type: 'string', enum: ['LOGO', 'COVER', 'GALLERY'] },
  title: nullableString,
  caption: nullableString,
  copyright: nullableString,
});
const place = closed({
  latitude: { type: 'number' },
  longitude: { type: 'number' },
  postalAddress: closed(
    Object.fromEntries(
      ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber'].map(
        (k) => [k, nullableString],
      ),
    ),
  ),
  identifiers: closed(
    Object.fromEntries(
      [
        'googlePlaceId',
        'applePlaceId',
        'tripadvisorLocationId',
        'yelpPlaceId',
        'facebookPlaceId',
        'foursquarePlaceId',
        'baiduPlaceId',
        'amapPlaceId',
      ].map((k) => [k, nullableString]),
    ),
  ),
  sameAs: arrayOf(string),
});
const location = closed({
  title: nullableString,
  shortDescription: nullableString,
  types: arrayOf({ type: 'string', enum: ['START', 'END', 'REDEMPTION', 'POINT_OF_INTEREST'] }),
  minutesTo: { type: ['integer', 'null'] },
  minutesAt: { type: ['integer', 'null'] },
  place,
});
const commentary = closed({ format: { type: 'string', enum: ['IN_PERSON'] }, language: string });
const contentOf = (): Record<string, Schema> => ({
  shortDescription: nullableString,
  description: nullableString,
  features: arrayOf(ref('OctoFeature')),
  faqs: arrayOf(ref('OctoFaq')),
  media: arrayOf(ref('OctoMedia')),
  locations: arrayOf(ref('OctoLocation')),
  categoryLabels: arrayOf(string),
  durationMinutesTo: { type: ['integer', 'null'] },
  commentary: arrayOf(ref('OctoCommentary')),
});

// --- OCTO catalogue ------------------------------------------------------------------------------------------------
const pricing = closed(
  {
    original: cents('before discounts'),
    retail: cents('what the guest pays, taxes and fees included'),
    net: alwaysNull,
    currency: { type: 'string', enum: ['USD'] },
    currencyPrecision: { type: 'integer', enum: [2] },
    includedTaxes: arrayOf(closed({ name: string, original: cents('tax'), retail: cents('tax'), net: alwaysNull })),
  },
  {},
  "The guest flow's own price for the boat, length, party, pick-up and start (calculateTime).",
);
const pickupPoint = closed({
  id: string,
  name: string,
  directions: string,
  address: alwaysNull,
  reference: { type: 'string', description: "the catalogue's pickup id" },
  googlePlaceId: alwaysNull,
  latitude: { type: 'number' },
  longitude: { type: 'number' },
  street: alwaysNull,
  postal: alwaysNull,
  locality: alwaysNull,
  state: alwaysNull,
  country: alwaysNull,
  localDateTime: alwaysNull,
});
const unit = closed(
  {
    id: { type: 'string', enum: ['adult', 'child'] },
    internalName: string,
    reference: string,
    type: { type: 'string', enum: ['ADULT', 'CHILD'] },
    title: string,
    restrictions: closed({
      minAge: integer,
      maxAge: integer,
      idRequired: boolean,
      minQuantity: alwaysNull,
      maxQuantity: alwaysNull,
      paxCount: { type: 'integer', enum: [1] },
      accompaniedBy: arrayOf(string),
    }),
    requiredContactFields: arrayOf(contactFields),
  },
  {
    shortDescription: withCapability('octo/content', string),
    features: withCapability('octo/content', arrayOf(ref('OctoFeature'))),
  },
  'A guest: units count the party; the price is per booking.',
);
const option = closed(
  {
    id: { type: 'string', pattern: '^\\d{1,2}h$', description: "the charter length: 2h … the boat's maxHours" },
    default: boolean,
    internalName: string,
    reference: alwaysNull,
    title: string,
    availabilityLocalStartTimes: arrayOf(
      { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
      'the starts its calendar offers in the coming week',
    ),
    cancellationCutoff: string,
    cancellationCutoffAmount: integer,
    cancellationCutoffUnit: { type: 'string', enum: ['hour'] },
    requiredContactFields: arrayOf(contactFields),
    visibleContactFields: arrayOf(contactFields),
    restrictions: closed({ minUnits: integer, maxUnits: integer }),
    units: arrayOf(ref('OctoUnit')),
    durationMinutesFrom: integer,
    durationMinutesTo: { type: ['integer', 'null'] },
  },
  {
    pricingFrom: withCapability('octo/pricing', arrayOf(ref('OctoPricing'))),
    pickupRequired: withCapability('octo/pickups', boolean),
    pickupAvailable: withCapability('octo/pickups', boolean),
    pickupPoints: withCapability('octo/pickups', arrayOf(ref('OctoPickupPoint'))),
    ...Object.fromEntries(
      Object.entries(contentOf())
        .filter(([k]) => k !== 'durationMinutesTo')
        .map(([k, v]) => [k, withCapability('octo/content', v)]),
    ),
  },
);
const product = closed(
  {
    id: string,
    internalName: string,
    reference: string,
    locale: { type: 'string', enum: ['en'] },
    timeZone: string,
    allowFreesale: boolean,
    instantConfirmation: boolean,
    instantDelivery: boolean,
    availabilityRequired: boolean,
    availabilityType: { type: 'string', enum: ['START_TIME'] },
    deliveryFormats: arrayOf({ type: 'string', enum: [...OCTO_DELIVERY_FORMATS] }),
    deliveryMethods: arrayOf({ type: 'string', enum: ['VOUCHER'] }),
    redemptionMethod: { type: 'string', enum: ['MANIFEST'] },
    options: arrayOf(ref('OctoOption')),
    title: string,
    shortDescription: string,
    defaultCurrency: { type: 'string', enum: ['USD'] },
    availableCurrencies: arrayOf({ type: 'string', enum: ['USD'] }),
  },
  {
    pricingPer: withCapability('octo/pricing', { type: 'string', enum: ['BOOKING'] }),
    pickupRequired: withCapability('octo/pickups', boolean),
    pickupAvailable: withCapability('octo/pickups', boolean),
    pickupPoints: withCapability('octo/pickups', arrayOf(ref('OctoPickupPoint'))),
    ...Object.fromEntries(
      Object.entries(contentOf())
        .filter(([k]) => k !== 'shortDescription')
        .map(([k, v]) => [k, withCapability('octo/content', v)]),
    ),
    categoryLabels: withCapability('octo/content', arrayOf(string)),
    durationMinutesFrom: withCapability('octo/content', integer),
  },
  'One bookable boat.',
);

const availabilityStatus = { type: 'string', enum: ['AVAILABLE', 'SOLD_OUT', 'CLOSED'] };
const availability = closed(
  {
    id: { type: 'string', description: 'local start and option: 2026-12-03T10:00:00-05:00~3h' },
    localDateTimeStart: localDateTime,
    localDateTimeEnd: localDateTime,
    utcCutoffAt: utcSeconds,
    allDay: { type: 'boolean', enum: [false] },
    available: boolean,
    status: availabilityStatus,
    vacancies: { type: 'integer', minimum: 0, maximum: 1 },
    capacity: { type: 'integer', enum: [1] },
    maxUnits: integer,
    openingHours: { type: 'array', maxItems: 0 },
  },
  { pricing: withCapability('octo/pricing', ref('OctoPricing')) },
  'One start of one boat for one charter length: one seat, the boat.',
);
const calendarDay = closed(
  {
    localDate: date,
    available: boolean,
    status: availabilityStatus,
    vacancies: integer,
    capacity: integer,
    openingHours: { type: 'array', maxItems: 0 },
  },
  {
    pricingFrom: withCapability('octo/pricing', {
      ...ref('OctoPricing'),
      description: "the lowest price of the day's free starts",
    }),
  },
);

// --- OCTO bookings -------------------------------------------------------------------------------------------------
const contact = closed({
  fullName: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  emailAddress: nullableString,
  phoneNumber: nullableString,
  locales: arrayOf(string),
  postalCode: nullableString,
  country: nullableString,
  notes: nullableString,
});
const bookingStatus = { type: 'string', enum: ['ON_HOLD', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] };
const booking = closed(
  {
    id: string,
    uuid: string,
    testMode: {
      type: 'boolean',
      description: "a test key's booking, or a server not in PROD: it holds and books nothing real",
    },
    resellerReference: nullableString,
    supplierReference: { type: 'string', description: 'the KY- reference once confirmed' },
    status: bookingStatus,
    utcCreatedAt: utc,
    utcUpdatedAt: utc,
    utcExpiresAt: { type: ['string', 'null'], format: 'date-time' },
    utcRedeemedAt: alwaysNull,
    utcConfirmedAt: { type: ['string', 'null'], format: 'date-time' },
    productId: string,
    optionId: string,
    cancellable: boolean,
    cancellation: {
      oneOf: [
        alwaysNull,
        closed({
          refund: { type: 'string', enum: ['FULL', 'PARTIAL', 'NONE'] },
          reason: nullableString,
          utcCancelledAt: utc,
        }),
      ],
    },
    freesale: { type: 'boolean', enum: [false] },
    availabilityId: string,
    availability: closed({
      id: string,
      localDateTimeStart: localDateTime,
      localDateTimeEnd: localDateTime,
      utcCutoffAt: utcSeconds,
      allDay: boolean,
      available: boolean,
      status: availabilityStatus,
      vacancies: integer,
      capacity: integer,
      maxUnits: integer,
      openingHours: { type: 'array', maxItems: 0 },
    }),
    contact: ref('OctoContact'),
    notes: nullableString,
    deliveryMethods: arrayOf({ type: 'string', enum: ['VOUCHER'] }),
    voucher: closed({
      redemptionMethod: { type: 'string', enum: ['MANIFEST'] },
      utcRedeemedAt: alwaysNull,
      deliveryOptions: arrayOf(
        closed({ deliveryFormat: { type: 'string', enum: [...OCTO_DELIVERY_FORMATS] }, deliveryValue: string }),
        'the reference as a QR code once confirmed',
      ),
    }),
    unitItems: arrayOf(
      closed({
        uuid: string,
        resellerReference: nullableString,
        supplierReference: alwaysNull,
        unitId: { type: 'string', enum: ['adult', 'child'] },
        status: bookingStatus,
        utcRedeemedAt: alwaysNull,
        contact: ref('OctoContact'),
        ticket: alwaysNull,
      }),
    ),
  },
  {
    pricing: withCapability('octo/pricing', ref('OctoPricing')),
    pickupRequested: withCapability('octo/pickups', boolean),
    pickupPointId: withCapability('octo/pickups', string),
    pickupHotel: withCapability('octo/pickups', alwaysNull),
    pickupHotelRoom: withCapability('octo/pickups', alwaysNull),
    pickupPoint: withCapability('octo/pickups', { oneOf: [ref('OctoPickupPoint'), alwaysNull] }),
  },
);

const supplier = closed({
  id: string,
  name: string,
  endpoint: { type: 'string', format: 'uri' },
  contact: closed({
    website: { type: 'string', format: 'uri' },
    email: nullableString,
    telephone: nullableString,
    address: nullableString,
  }),
});

// --- OCTO requests -------------------------------------------------------------------------------------------------
const idString = { type: 'string', minLength: 1, maxLength: 100 };
const unitsAsked = arrayOf(
  body(['id', 'quantity'], { id: idString, quantity: { type: 'integer', minimum: 0, maximum: 100 } }),
);
const contactBody = body([], {
  fullName: nullableString,
  firstName: nullableString,
  lastName: nullableString,
  emailAddress: { type: ['string', 'null'], format: 'email' },
  phoneNumber: {
    type: ['string', 'null'],
    description: 'a phone number, with its country code or of the contact\'s country; "" is none',
  },
  locales: arrayOf(string),
  postalCode: nullableString,
  country: { ...nullableString, description: 'ISO 3166 alpha-2, e.g. GB' },
  notes: nullableString,
});
const unitItemBody = body(['unitId'], {
  uuid: idString,
  unitId: idString,
  resellerReference: nullableString,
  contact: ref('OctoContactBody'),
});
const unitItemsBody = {
  ...arrayOf(ref('OctoUnitItemBody')),
  maxItems: 100,
  description: 'one item per guest; none or an empty list is UNPROCESSABLE_ENTITY',
};
const notes = {
  type: ['string', 'null'],
  description: "for the captain: reaches the day manifest and the booking's history",
};
const expirationMinutes = {
  type: 'integer',
  minimum: 1,
  description: `minutes the hold lasts, at most ${OCTO_HOLD_MINUTES}`,
};

const requests: Record<string, Schema> = {
  OctoCalendarBody: body(['productId', 'optionId', 'localDateStart', 'localDateEnd'], {
    productId: idString,
    optionId: idString,
    localDateStart: date,
    localDateEnd: { ...date, description: 'up to 366 days from localDateStart' },
    units: unitsAsked,
    currency: nullableString,
  }),
  OctoAvailabilityBody: {
    ...body(
      ['productId', 'optionId'],
      {
        productId: idString,
        optionId: idString,
        localDate: date,
        localDateStart: date,
        localDateEnd: { ...date, description: 'up to 31 days from localDateStart' },
        availabilityIds: { ...arrayOf(idString), minItems: 1, maxItems: 100 },
        units: unitsAsked,
        currency: nullableString,
      },
      'Exactly one of: localDate, localDateStart with localDateEnd, or availabilityIds.',
    ),
    oneOf: [
      { required: ['localDate'] },
      { required: ['localDateStart', 'localDateEnd'] },
      { required: ['availabilityIds'] },
    ],
  },
  OctoReserveBody: body(['productId', 'optionId', 'availabilityId', 'unitItems'], {
    uuid: { ...idString, description: 'the idempotency key: the same uuid and body answer the same booking' },
    productId: idString,
    optionId: idString,
    availabilityId: idString,
    expirationMinutes,
    notes,
    unitItems: unitItemsBody,
    resellerReference: idString,
    contact: ref('OctoContactBody'),
    currency: nullableString,
    pickupRequested: boolean,
    pickupPointId: { ...nullableString, description: 'octo/pickups; the first point when absent' },
  }),
  OctoConfirmBody: body(['contact'], {
    resellerReference: idString,
    contact: ref('OctoContactBody'),
    emailReceipt: { type: 'boolean', description: 'false: the guest is not emailed' },
    unitItems: { ...unitItemsBody, description: 'the party that goes, when it differs from the reservation' },
    notes,
  }),
  OctoUpdateBody: body([], {
    resellerReference: idString,
    notes,
    contact: ref('OctoContactBody'),
    expirationMinutes,
    emailReceipt: boolean,
    productId: { ...idString, description: 'while ON_HOLD' },
    optionId: { ...idString, description: 'while ON_HOLD' },
    availabilityId: { ...idString, description: 'while ON_HOLD' },
    unitItems: { ...unitItemsBody, description: 'while ON_HOLD' },
    pickupRequested: boolean,
    pickupPointId: nullableString,
  }),
  OctoExtendBody: body([], { expirationMinutes }),
  OctoCancelBody: body([], {
    reason: nullableString,
    force: { type: 'boolean', description: 'ignored: the cancellation policy decides' },
  }),
};

// --- External availability -----------------------------------------------------------------------------------------
const partnerBoat = closed({
  _id: string,
  name: string,
  urlTitle: string,
  size: { type: 'number', description: 'feet' },
  maxGuests: integer,
  fromPrice: { type: ['integer', 'null'], description: 'the two-hour charter, US cents' },
  image: string,
  regions: arrayOf(closed({ _id: string, name: string })),
  pickUps: arrayOf(closed({ _id: string, name: string, dock: string })),
  availableDates: arrayOf(date, 'the days of the range with a free start for the shortest charter'),
  bioBay: boolean,
});
const timeSlot = closed(
  { startTime: localDateTime, endTime: localDateTime, isAvailable: boolean },
  {
    reason: { type: 'string', enum: [...SLOT_UNAVAILABILITY_REASONS] },
    callToBook: { type: 'boolean', description: 'today, or tomorrow before noon: call to book' },
    lateMorningFee: cents('the late-morning fee, when it applies'),
  },
);

export const PARTNER_SCHEMAS: Record<string, Schema> = {
  Error: closed(
    { message: string, code: string },
    { errors: { description: 'the fields at fault, when a body does not fit' } },
  ),
  OctoError: closed(
    { error: { type: 'string', enum: [...OCTO_ERRORS, 'TOO_MANY_REQUESTS'] }, errorMessage: string },
    {
      productId: string,
      optionId: string,
      availabilityId: string,
      uuid: string,
      unitId: string,
      reason: { type: 'string', description: 'why a slot was refused: BOOKED, HELD, PAST, BLACKOUT, …' },
    },
  ),
  OctoSupplier: supplier,
  OctoProduct: product,
  OctoOption: option,
  OctoUnit: unit,
  OctoPricing: pricing,
  OctoPickupPoint: pickupPoint,
  OctoFeature: feature,
  OctoFaq: faq,
  OctoMedia: media,
  OctoLocation: location,
  OctoCommentary: commentary,
  OctoAvailability: availability,
  OctoCalendarDay: calendarDay,
  OctoContact: contact,
  OctoBooking: booking,
  OctoContactBody: contactBody,
  OctoUnitItemBody: unitItemBody,
  ...requests,
  PartnerBoat: partnerBoat,
  AvailableBoatsResponse: closed({ boatList: arrayOf(ref('PartnerBoat')), timezone: string }),
  TimeSlot: timeSlot,
  TimeSlotsRequest: body(
    [
      'boats',
      'startDate',
      'endDate',
      'tripDuration',
      'tripType',
      'countryId',
      'returnAllTimeSlots',
      'includeUnavailabilityReason',
    ],
    {
      boats: {
        ...arrayOf(body(['boatId', 'role'], { boatId: idString, role: { type: 'string', enum: [...BOAT_ROLES] } })),
        minItems: 1,
      },
      startDate: date,
      endDate: { ...date, description: `at most ${MAX_RANGE_DAYS} days from startDate, start included` },
      tripDuration: { type: 'integer', minimum: 2, maximum: 12 },
      tripType: { type: 'string', enum: [...TRIP_TYPES] },
      countryId: idString,
      returnAllTimeSlots: boolean,
      includeUnavailabilityReason: boolean,
      calendarType: { type: 'string', enum: [...CALENDAR_TYPES] },
    },
  ),
  TimeSlotsResponse: closed({
    availableSlots: arrayOf(closed({ date, bookings: arrayOf(ref('TimeSlot')) })),
    timezone: string,
  }),
};
