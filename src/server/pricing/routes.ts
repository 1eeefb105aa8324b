// Pricing under /api/v1/web: GET calculate-time/{regionId}, the server-authoritative trip length and price
// (docs/pricing-api.md). Catalogue documents and sea distances are kept in memory so a request does no heavy work.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CalculatedTrip } from '../../domain/pricing';
import { object } from 'superstruct';
import { calculateTimeQuery, discountFromQuery } from '../../domain/protocol';
import { allowanceOf, checkDiscountAllowed } from '../auth/discountAllowance';
import { signedInOf } from '../auth/setup';
import { requiredString } from '../../domain/schema';
import { parse, parseQuery } from '../http/validate';
import { calculateTime } from './calculateTime';
import {
  CATALOGUE_TTL_MS,
  catalogueSnapshot,
  loadPricingCatalogue,
  withPinnedPrices,
  type PricingCatalogue,
} from './catalogueSnapshot';
import { heldPrices } from '../db/heldPrices';
import { deviceOwner, existingDeviceId } from '../limits/deviceCookie';
import { catalogueRevision } from '../catalogue/revision';
import { warmSeaDistances } from './seaDistanceCache';
import { access } from '../http/routeAccess';

export interface PricingRoutesOptions {
  /**
   * Work out the sea distances between all catalogue points in the background after start-up, so that the first
   * guests do not wait for them (~10 ms per pair, a few seconds for a whole island). Off by default: tests and
   * short-lived processes would only spend CPU on it.
   */
  warmDistances?: boolean;
}

const regionParams = object({ regionId: requiredString() });

function cataloguePoints(catalogue: PricingCatalogue) {
  return [
    ...[...catalogue.pickUps.values()].map((p) => p.coordinates),
    ...[...catalogue.activities.values()].map((a) => a.geolocation),
  ];
}

export const pricingRoutes: FastifyPluginAsync<PricingRoutesOptions> = async (app, options) => {
  const snapshot = catalogueSnapshot(
    () => loadPricingCatalogue(app.deps.database.db),
    CATALOGUE_TTL_MS,
    Date.now,
    () => catalogueRevision(app.deps.database.db),
  );

  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  if (options.warmDistances) {
    app.addHook('onReady', async () => {
      void snapshot
        .current()
        .then((catalogue) => warmSeaDistances(cataloguePoints(catalogue), () => closing))
        .then((computed) => app.log.info({ computed }, 'sea distances ready'))
        .catch((err: unknown) => app.log.warn({ err }, 'sea distances not warmed'));
    });
  }

  app.get('/calculate-time/:regionId', access.public, async (request, reply) => {
    const { regionId } = parse(regionParams, request.params, 'path');
    const query = parseQuery(calculateTimeQuery, request.query);
    // Only a signed-in agent's discount is applied, within their allowance; a guest's request is priced without it.
    const signedIn = await signedInOf(request);
    const discount = signedIn && query.discount ? discountFromQuery(query.discount) : undefined;
    const deviceId = existingDeviceId(request);
    const holdId = query.bookingId;
    const pinned =
      holdId && deviceId
        ? await heldPrices(app.deps.database.db, holdId, deviceOwner(deviceId), app.bookingSettings.now())
        : undefined;
    const catalogue = withPinnedPrices(await snapshot.current(), pinned);
    if (!signedIn || !discount) return answer(reply, calculateTime(catalogue, regionId, query));
    const allowance = allowanceOf(signedIn.account);
    const trip = calculateTime(catalogue, regionId, query, discount);
    checkDiscountAllowed(discount, trip, allowance);
    return answer(reply, trip);
  });
};

function answer(reply: FastifyReply, trip: CalculatedTrip): CalculatedTrip {
  // A live computation: never kept by a cache (the service worker also sends it to the network).
  void reply.header('Cache-Control', 'no-store');
  return trip;
}
