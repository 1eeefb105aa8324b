// The OCTO supplier API under /api/v1/octo (docs/octo.md): supplier, products, availability and bookings for
// resellers, with the partner's API key as a Bearer token (scope availability to read, booking to book, declared on
// each route), the
// capabilities asked in Octo-Capabilities, and OCTO's error bodies for every refusal.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { define, object } from 'superstruct';
import { COMPANY_NAME, DEFAULT_COUNTRY, type FaqItem } from '../../domain/catalogue';
import { ID_MAX_LENGTH } from '../../domain/schema';
import {
  OCTO_CAPABILITIES,
  octoAvailabilityBody,
  octoBookingsQuery,
  octoCalendarBody,
  octoCancelBody,
  octoConfirmBody,
  octoExtendBody,
  octoReserveBody,
  octoUpdateBody,
  type OctoCapability,
} from '../../domain/protocol';
import { parse, parseQuery } from '../http/validate';
import { access } from '../http/routeAccess';
import { partnerKeyOf } from '../partners/keyAuth';
import { octoAvailability, octoCalendar } from './octoAvailability';
import { octoBookingView } from './octoBookingView';
import { octoCancel, octoConfirm, octoExtend, octoList, octoUpdate } from './octoBookings';
import { invalidProduct, registerOctoErrors } from './octoErrors';
import { octoBoat, octoProduct, octoProducts, weekStartTimes } from './octoProducts';
import { findOctoBooking, octoReserve } from './octoReserve';
import { CONTENT_LANGUAGE, type ContentSources } from './octoContent';
import { listDocs } from '../catalogue/store';

const CAPABILITIES_HEADER = 'octo-capabilities';
const uuidParam = object({
  uuid: define<string>('uuid', (v) => typeof v === 'string' && v.length >= 1 && v.length <= ID_MAX_LENGTH),
});
const idParam = object({
  id: define<string>('id', (v) => typeof v === 'string' && v.length >= 1 && v.length <= ID_MAX_LENGTH),
});

/** The capabilities asked for that this supplier has; the answer names them in Octo-Capabilities. */
function capabilitiesOf(request: FastifyRequest): Set<OctoCapability> {
  const raw = request.headers[CAPABILITIES_HEADER];
  const asked = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',').map((c) => c.trim());
  return new Set(OCTO_CAPABILITIES.filter((c) => asked.includes(c)));
}

export async function octoRoutes(app: FastifyInstance): Promise<void> {
  registerOctoErrors(app);
  // Each route's scope, declared on it: a key with availability reads, booking books.
  const reading = access.apiKey('availability');
  const booking = access.apiKey('booking');
  const db = () => app.deps.database.db;
  const now = () => app.bookingSettings.now();
  const catalogue = () => app.payments.catalogue.current();
  app.addHook('onSend', async (request, reply) => {
    const caps = capabilitiesOf(request);
    void reply.header('Octo-Capabilities', [...caps].join(', '));
    // octo/content: the language of the content, and every language it is written in (English only).
    if (caps.has('octo/content'))
      void reply.header('Content-Language', CONTENT_LANGUAGE).header('Available-Languages', CONTENT_LANGUAGE);
  });
  /** What octo/content is made of, read only when it is asked for. */
  const contentFor = async (request: FastifyRequest): Promise<ContentSources | undefined> => {
    if (!capabilitiesOf(request).has('octo/content')) return undefined;
    return {
      catalogue: await catalogue(),
      faqs: await listDocs<FaqItem>(db(), 'faq'),
      publicUrl: app.payments.settings.publicUrl,
    };
  };

  const bookingAnswer = async (request: FastifyRequest, uuid: string) => {
    const key = partnerKeyOf(request);
    const row = await findOctoBooking(db(), key.id, uuid);
    return octoBookingView(row, {
      catalogue: await catalogue(),
      caps: capabilitiesOf(request),
      now: now(),
      testMode: app.payments.settings.appEnv !== 'PROD',
    });
  };

  app.get('/supplier', reading, async () => {
    const country = [...(await catalogue()).countries.values()].find((c) => c.urlTitle === DEFAULT_COUNTRY);
    return {
      id: 'cayman-charters',
      name: COMPANY_NAME,
      endpoint: `${app.payments.settings.publicUrl}/api/v1/octo`,
      contact: {
        website: app.payments.settings.publicUrl,
        email: country?.email ?? null,
        telephone: country?.phone ?? null,
        address: country?.address ?? null,
      },
    };
  });
  app.get('/products', reading, async (request) =>
    octoProducts(db(), await catalogue(), capabilitiesOf(request), now(), await contentFor(request)),
  );
  app.get('/products/:id', reading, async (request) => {
    const { id } = parse(idParam, request.params, 'path');
    const all = await catalogue();
    const { boat, country } = octoBoat(all, id);
    const product = octoProduct(
      all,
      boat,
      country,
      capabilitiesOf(request),
      await weekStartTimes(db(), all, [boat], now()),
      await contentFor(request),
    );
    if ((product.options as unknown[]).length === 0) throw invalidProduct(id);
    return product;
  });
  app.post('/availability/calendar', reading, async (request) =>
    octoCalendar(
      db(),
      await catalogue(),
      parse(octoCalendarBody, request.body, 'request'),
      capabilitiesOf(request),
      now(),
    ),
  );
  app.post('/availability', reading, async (request) =>
    octoAvailability(
      db(),
      await catalogue(),
      parse(octoAvailabilityBody, request.body, 'request'),
      capabilitiesOf(request),
      now(),
    ),
  );

  app.post('/bookings', booking, async (request) => {
    const uuid = await octoReserve(app, partnerKeyOf(request), parse(octoReserveBody, request.body, 'request'));
    return bookingAnswer(request, uuid);
  });
  app.get('/bookings', booking, async (request) => {
    const rows = await octoList(app, partnerKeyOf(request), parseQuery(octoBookingsQuery, request.query));
    const context = {
      catalogue: await catalogue(),
      caps: capabilitiesOf(request),
      now: now(),
      testMode: app.payments.settings.appEnv !== 'PROD',
    };
    return rows.map((row) => octoBookingView(row, context));
  });
  app.get('/bookings/:uuid', booking, async (request) =>
    bookingAnswer(request, parse(uuidParam, request.params, 'path').uuid),
  );
  app.patch('/bookings/:uuid', booking, async (request) => {
    const { uuid } = parse(uuidParam, request.params, 'path');
    await octoUpdate(
      app,
      partnerKeyOf(request),
      uuid,
      parse(octoUpdateBody, request.body, 'request'),
      await catalogue(),
    );
    return bookingAnswer(request, uuid);
  });
  app.post('/bookings/:uuid/confirm', booking, async (request) => {
    const { uuid } = parse(uuidParam, request.params, 'path');
    await octoConfirm(
      app,
      partnerKeyOf(request),
      uuid,
      parse(octoConfirmBody, request.body, 'request'),
      await catalogue(),
    );
    return bookingAnswer(request, uuid);
  });
  app.post('/bookings/:uuid/extend', booking, async (request) => {
    const { uuid } = parse(uuidParam, request.params, 'path');
    await octoExtend(
      app,
      partnerKeyOf(request),
      uuid,
      parse(octoExtendBody, request.body, 'request').expirationMinutes,
    );
    return bookingAnswer(request, uuid);
  });
  app.post('/bookings/:uuid/cancel', booking, async (request) => {
    const { uuid } = parse(uuidParam, request.params, 'path');
    await octoCancel(app, partnerKeyOf(request), uuid, parse(octoCancelBody, request.body, 'request').reason ?? null);
    return bookingAnswer(request, uuid);
  });
}
