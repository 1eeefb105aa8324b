// GET inquiry-data/inquiryRef/{inquiryRef}?token=…: the saved inquiry, as `{ data: { inquiryData } }`, for the device
// that sent it or the signed link of its emails; anyone else gets the 404 of an unknown reference.
import type { FastifyPluginAsync } from 'fastify';
import { inquiryRefParams } from '../../domain/catalogue';
import { existingDeviceId } from '../limits/deviceCookie';
import { countLookup } from '../limits/lookupLimits';
import { linkTokenMatches, linkTokenQuery } from '../http/linkTokens';
import { parse } from '../http/validate';
import { found } from './lookup';
import { getInquiry } from './inquiries';
import { access } from '../http/routeAccess';

export const inquiryRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;
  app.get('/inquiry-data/inquiryRef/:inquiryRef', access.device, async (req, reply) => {
    const { inquiryRef } = parse(inquiryRefParams, req.params, 'path');
    const { token } = parse(linkTokenQuery, req.query, 'query');
    await countLookup(req);
    const deviceId = existingDeviceId(req);
    const signed = linkTokenMatches(app.bookingSettings.cookieSecret, 'inquiry', inquiryRef, token);
    const inquiry = await getInquiry(
      db,
      inquiryRef,
      (sender) => signed || (deviceId !== undefined && sender === deviceId),
    );
    void reply.header('Cache-Control', 'private, no-store');
    return { data: { inquiryData: found(inquiry, 'Inquiry') } };
  });
};
