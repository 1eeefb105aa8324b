// The OpenAPI 3.1 description of every partner route (GET /api/v1/external/openapi.json). OCTO's own schemas are
// the OCTO specification's (linked, not retyped); the external availability shapes are ours.
import { API_KEY_HEADER } from '../../domain/partnerKeys';
import { MAX_RANGE_DAYS } from '../../domain/dateRange';
import { SLOT_UNAVAILABILITY_REASONS } from '../../domain/timeSlots';
import { TRIP_TYPES } from '../../domain/tripOptions';

const json = (schema: object, description = 'OK') => ({ description, content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const OCTO_SPEC = 'https://docs.octo.travel';
const errors = (octo: boolean) => ({
  '400': json(ref(octo ? 'OctoError' : 'Error'), 'Bad input'),
  '401': json(ref(octo ? 'OctoError' : 'Error'), 'Missing, unknown or revoked key'),
  '403': json(ref(octo ? 'OctoError' : 'Error'), 'The key lacks the scope'),
  '429': { description: 'Rate limit: retry after Retry-After seconds', headers: { 'Retry-After': { schema: { type: 'integer' } } } },
});
const octo = (summary: string, scope: 'availability' | 'booking', extra: object = {}) => ({
  summary, tags: ['OCTO'], security: [{ bearer: [] }], 'x-scope': scope,
  responses: { '200': json({ type: 'object', description: `See ${OCTO_SPEC}` }), ...errors(true) }, ...extra,
});
const uuidParam = { name: 'uuid', in: 'path', required: true, schema: { type: 'string' } };
const octoBody = (name: string) => ({ requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: `OCTO ${name}, see ${OCTO_SPEC}` } } } } });

export function partnerOpenApi(publicUrl: string) {
  const string = { type: 'string' };
  const date = { type: 'string', format: 'date' };
  return {
    openapi: '3.1.0',
    info: { title: 'Partner APIs: external availability and OCTO supplier', version: '1.0.0', description: 'See docs/partner-api.md and docs/octo.md.' },
    servers: [{ url: `${publicUrl}/api/v1` }],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
        bearer: { type: 'http', scheme: 'bearer', description: 'The same API key, as OCTO sends it' },
      },
      schemas: {
        Error: { type: 'object', required: ['message', 'code'], properties: { message: string, code: string } },
        OctoError: { type: 'object', required: ['error', 'errorMessage'], properties: { error: string, errorMessage: string } },
        PartnerBoat: {
          type: 'object',
          properties: {
            _id: string, name: string, urlTitle: string, size: { type: 'integer', description: 'feet' }, maxGuests: { type: 'integer' },
            fromPrice: { type: ['integer', 'null'], description: 'two-hour charter, US cents' }, image: string,
            regions: { type: 'array', items: { type: 'object', properties: { _id: string, name: string } } },
            pickUps: { type: 'array', items: { type: 'object', properties: { _id: string, name: string, dock: string } } },
            availableDates: { type: 'array', items: date }, bioBay: { type: 'boolean' },
          },
        },
        TimeSlotsRequest: {
          type: 'object',
          required: ['boats', 'startDate', 'endDate', 'tripDuration', 'tripType', 'countryId', 'returnAllTimeSlots', 'includeUnavailabilityReason'],
          properties: {
            boats: { type: 'array', items: { type: 'object', required: ['boatId', 'role'], properties: { boatId: string, role: { enum: ['primary', 'bioBayAccess'] } } } },
            startDate: date, endDate: { ...date, description: `at most ${MAX_RANGE_DAYS} days from startDate, start included` },
            tripDuration: { type: 'integer', minimum: 2, maximum: 12 }, tripType: { enum: [...TRIP_TYPES] }, countryId: string,
            returnAllTimeSlots: { type: 'boolean' }, includeUnavailabilityReason: { type: 'boolean' }, calendarType: { enum: ['TEST', 'PROD'] },
          },
        },
        TimeSlotsResponse: {
          type: 'object',
          properties: {
            timezone: string,
            availableSlots: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  date,
                  bookings: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        startTime: { type: 'string', description: 'local time with offset, 2026-12-03T10:00:00-05:00' }, endTime: string,
                        isAvailable: { type: 'boolean' }, reason: { enum: [...SLOT_UNAVAILABILITY_REASONS] }, callToBook: { type: 'boolean' },
                        lateMorningFee: { type: 'integer', description: 'US cents' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    paths: {
      '/external/getAvailableBoats': {
        get: {
          summary: 'Boats with a free start on the dates', tags: ['External availability'], security: [{ apiKey: [] }], 'x-scope': 'availability',
          parameters: [
            { name: 'startDate', in: 'query', required: true, schema: date },
            { name: 'endDate', in: 'query', schema: date, description: 'defaults to startDate' },
            { name: 'countryId', in: 'query', required: true, schema: string, description: 'the country id or url title' },
            { name: 'calendarType', in: 'query', schema: { enum: ['TEST', 'PROD'] } },
          ],
          responses: { '200': json({ type: 'object', properties: { boatList: { type: 'array', items: ref('PartnerBoat') }, timezone: string } }), ...errors(false) },
        },
      },
      '/external/getAvailableTimes': {
        post: {
          summary: "The guest flow's time-slot search", tags: ['External availability'], security: [{ apiKey: [] }], 'x-scope': 'availability',
          requestBody: { required: true, content: { 'application/json': { schema: ref('TimeSlotsRequest') } } },
          responses: { '200': json(ref('TimeSlotsResponse')), ...errors(false) },
        },
      },
      '/octo/supplier': { get: octo('The supplier', 'availability') },
      '/octo/products': { get: octo('Every product (one per boat)', 'availability') },
      '/octo/products/{id}': { get: octo('One product', 'availability', { parameters: [{ name: 'id', in: 'path', required: true, schema: string }] }) },
      '/octo/availability/calendar': { post: octo('Availability per day', 'availability', octoBody('AvailabilityCalendarBody')) },
      '/octo/availability': { post: octo('Availability per start', 'availability', octoBody('AvailabilityCheckBody')) },
      '/octo/bookings': {
        post: octo('Reserve (ON_HOLD); the uuid makes it idempotent', 'booking', octoBody('BookingReservationBody')),
        get: octo('Bookings by resellerReference, supplierReference or localDate', 'booking', {
          parameters: ['resellerReference', 'supplierReference', 'localDate', 'localDateStart', 'localDateEnd', 'productId', 'optionId']
            .map((name) => ({ name, in: 'query', schema: string })),
        }),
      },
      '/octo/bookings/{uuid}': {
        get: octo('One booking', 'booking', { parameters: [uuidParam] }),
        patch: octo('Update contact, notes or reseller reference', 'booking', { parameters: [uuidParam], ...octoBody('BookingUpdateBody') }),
      },
      '/octo/bookings/{uuid}/confirm': { post: octo('Confirm (CONFIRMED, a KY- reference)', 'booking', { parameters: [uuidParam], ...octoBody('BookingConfirmationBody') }) },
      '/octo/bookings/{uuid}/extend': { post: octo('Extend a hold', 'booking', { parameters: [uuidParam], ...octoBody('ExtendReservationBody') }) },
      '/octo/bookings/{uuid}/cancel': { post: octo('Cancel within the policy', 'booking', { parameters: [uuidParam], ...octoBody('BookingCancellationBody') }) },
    },
  };
}
