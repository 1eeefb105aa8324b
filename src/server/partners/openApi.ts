// The OpenAPI 3.1 description of every partner route (GET /api/v1/external/openapi.json): each operation with its
// operationId, the key's scope it needs, its request and every answer, with the schemas of openApiSchemas.ts. Linted
// by Redocly's recommended rules and checked against real answers of every route (tests/api/partnerOpenApi.test.ts).
import { OCTO_CAPABILITIES, API_KEY_HEADER, type ApiKeyScope } from '../../domain/protocol';
import { PARTNER_SCHEMAS, ref } from './openApiSchemas';

type Schema = Record<string, unknown>;
const json = (schema: Schema, description: string) => ({ description, content: { 'application/json': { schema } } });

const RATE_HEADERS = {
  'RateLimit-Policy': {
    description: 'the key\'s rate: a minute\'s worth of requests, refilled continuously ("120;w=60")',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'requests a minute', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'requests left now', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'seconds until the bucket is full again', schema: { type: 'integer' } },
};
const OCTO_HEADERS = {
  ...RATE_HEADERS,
  'Octo-Capabilities': { description: 'the capabilities asked for that were applied', schema: { type: 'string' } },
};

function errors(octo: boolean): Record<string, unknown> {
  const error = ref(octo ? 'OctoError' : 'Error');
  return {
    '400': {
      ...json(
        error,
        octo ? 'Bad input, an unknown id, or a request that cannot be carried out (UNPROCESSABLE_ENTITY)' : 'Bad input',
      ),
      headers: RATE_HEADERS,
    },
    '401': json(error, 'Missing, unknown or revoked key'),
    '403': json(error, 'The key lacks the scope this route needs'),
    '429': {
      ...json(error, "Over the key's rate"),
      headers: {
        ...RATE_HEADERS,
        'Retry-After': { description: 'whole seconds until a request is let in', schema: { type: 'integer' } },
      },
    },
  };
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  scope: ApiKeyScope;
  answer: Schema;
  body?: string;
  parameters?: unknown[];
}

const capabilitiesHeader = {
  name: 'Octo-Capabilities',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: `the capabilities wanted, comma-separated: ${OCTO_CAPABILITIES.join(', ')}`,
};
const uuidParam = {
  name: 'uuid',
  in: 'path',
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  description: "the reseller's booking uuid",
};

function octo(op: Operation) {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: ['OCTO'],
    security: [{ bearer: [] }],
    'x-scope': op.scope,
    parameters: [capabilitiesHeader, ...(op.parameters ?? [])],
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } } : {}),
    responses: { '200': { ...json(op.answer, 'OK'), headers: OCTO_HEADERS }, ...errors(true) },
  };
}

function external(op: Operation) {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: ['External availability'],
    security: [{ apiKey: [] }],
    'x-scope': op.scope,
    ...(op.parameters ? { parameters: op.parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } } : {}),
    responses: {
      '200': { ...json(op.answer, 'OK'), headers: RATE_HEADERS },
      ...errors(false),
      '404': json(ref('Error'), 'Unknown country or boat'),
    },
  };
}

const query = (name: string, schema: Schema, description: string, required = false) => ({
  name,
  in: 'query',
  required,
  schema,
  description,
});
const many = (name: string) => ({ type: 'array', items: ref(name) });

export function partnerOpenApi() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Partner APIs: external availability and OCTO supplier',
      version: '1.1.0',
      description:
        'Live availability for partner sites, and the OCTO supplier API for resellers. Keys, scopes, rate limits, test keys and ' +
        'browsers (CORS): docs/partner-api.md; the OCTO mapping and booking flow: docs/octo.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the site that serves this description (its own address, whatever the proxy in front calls it).
    servers: [{ url: '/api/v1', description: 'This site' }],
    tags: [
      {
        name: 'External availability',
        description: "The boats and starts a partner site shows for a day, from the guest flow's own slot search.",
      },
      {
        name: 'OCTO',
        description: 'The OCTO supplier API (octo.travel): products, availability and bookings for resellers.',
      },
    ],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'A key made by `npm run admin -- create-api-key`',
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'The same API key, as OCTO sends it' },
      },
      schemas: PARTNER_SCHEMAS,
    },
    paths: {
      '/external/getAvailableBoats': {
        get: external({
          operationId: 'getAvailableBoats',
          summary: 'Boats with a free start on the dates',
          scope: 'availability',
          answer: ref('AvailableBoatsResponse'),
          parameters: [
            query('startDate', { type: 'string', format: 'date' }, 'the first day', true),
            query(
              'endDate',
              { type: 'string', format: 'date' },
              'the last day (14 days at most); defaults to startDate',
            ),
            query('countryId', { type: 'string' }, "the country's id or url title", true),
            query('calendarType', { type: 'string', enum: ['TEST', 'PROD'] }, 'answered from the same calendars'),
          ],
        }),
      },
      '/external/getAvailableTimes': {
        post: external({
          operationId: 'getAvailableTimes',
          summary: "The guest flow's time-slot search",
          scope: 'availability',
          body: 'TimeSlotsRequest',
          answer: ref('TimeSlotsResponse'),
        }),
      },
      '/octo/supplier': {
        get: octo({
          operationId: 'octoGetSupplier',
          summary: 'The supplier',
          scope: 'availability',
          answer: ref('OctoSupplier'),
        }),
      },
      '/octo/products': {
        get: octo({
          operationId: 'octoListProducts',
          summary: 'Every product (one per bookable boat)',
          scope: 'availability',
          answer: many('OctoProduct'),
        }),
      },
      '/octo/products/{id}': {
        get: octo({
          operationId: 'octoGetProduct',
          summary: 'One product',
          scope: 'availability',
          answer: ref('OctoProduct'),
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              schema: { type: 'string', minLength: 1, maxLength: 100 },
              description: "the boat's id",
            },
          ],
        }),
      },
      '/octo/availability/calendar': {
        post: octo({
          operationId: 'octoAvailabilityCalendar',
          summary: 'Availability per day',
          scope: 'availability',
          body: 'OctoCalendarBody',
          answer: many('OctoCalendarDay'),
        }),
      },
      '/octo/availability': {
        post: octo({
          operationId: 'octoAvailabilityCheck',
          summary: 'Availability per start',
          scope: 'availability',
          body: 'OctoAvailabilityBody',
          answer: many('OctoAvailability'),
        }),
      },
      '/octo/bookings': {
        post: octo({
          operationId: 'octoReserve',
          summary: 'Reserve (ON_HOLD)',
          description: 'The uuid makes it idempotent; a test key holds nothing.',
          scope: 'booking',
          body: 'OctoReserveBody',
          answer: ref('OctoBooking'),
        }),
        get: octo({
          operationId: 'octoListBookings',
          summary: "This key's bookings",
          scope: 'booking',
          answer: many('OctoBooking'),
          description:
            'By resellerReference, supplierReference or the local date of the start (one of them is required); at most 500, newest first.',
          parameters: [
            query('resellerReference', { type: 'string' }, "the reseller's reference"),
            query('supplierReference', { type: 'string' }, 'the KY- reference or the booking id'),
            query('localDate', { type: 'string', format: 'date' }, "the start's local date"),
            query('localDateStart', { type: 'string', format: 'date' }, 'from this local date'),
            query('localDateEnd', { type: 'string', format: 'date' }, 'to this local date'),
            query('productId', { type: 'string' }, 'only this product'),
            query('optionId', { type: 'string' }, 'only this option'),
          ],
        }),
      },
      '/octo/bookings/{uuid}': {
        get: octo({
          operationId: 'octoGetBooking',
          summary: 'One booking',
          scope: 'booking',
          answer: ref('OctoBooking'),
          parameters: [uuidParam],
        }),
        patch: octo({
          operationId: 'octoUpdateBooking',
          summary: 'Update a booking',
          scope: 'booking',
          body: 'OctoUpdateBody',
          answer: ref('OctoBooking'),
          parameters: [uuidParam],
          description:
            'Its reference, notes and contact; while ON_HOLD also its start, option, product, party and pick-up (one transaction: a taken start changes nothing).',
        }),
      },
      '/octo/bookings/{uuid}/confirm': {
        post: octo({
          operationId: 'octoConfirmBooking',
          summary: 'Confirm (CONFIRMED, a KY- reference)',
          scope: 'booking',
          body: 'OctoConfirmBody',
          answer: ref('OctoBooking'),
          parameters: [uuidParam],
        }),
      },
      '/octo/bookings/{uuid}/extend': {
        post: octo({
          operationId: 'octoExtendBooking',
          summary: 'Extend a hold',
          scope: 'booking',
          body: 'OctoExtendBody',
          answer: ref('OctoBooking'),
          parameters: [uuidParam],
        }),
      },
      '/octo/bookings/{uuid}/cancel': {
        post: octo({
          operationId: 'octoCancelBooking',
          summary: 'Cancel within the policy',
          scope: 'booking',
          body: 'OctoCancelBody',
          answer: ref('OctoBooking'),
          parameters: [uuidParam],
        }),
      },
    },
  };
}
