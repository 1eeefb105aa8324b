// The email calls under /api/v1/web (docs/email-api.md): each validates its body, stores the inquiry and queues its
// emails in one transaction, answers once per Idempotency-Key, and leaves delivery to the outbox worker.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { newInquiryRef, check } from '../../domain/schema';
import type { Struct } from 'superstruct';
import {
  bookingInquiryEmail,
  callRequest,
  emailInquiryEmail,
  pageFeedback,
  saveItineraryEmail,
  shareItineraryEmail,
} from '../../domain/inquiry';
import type { Country } from '../../domain/catalogue';
import { UNKNOWN_COUNTRY, type FeedbackAnswer, type InquiryAnswer } from '../../domain/protocol';
import { CAPTCHA_REQUIRED } from '../../domain/texts';
import { spendCaptchaToken } from '../captcha/altchaChallenges';
import { lazyCaptchaKeys } from '../captcha/captchaSecret';
import { captchaSettings } from '../captcha/settings';
import { inquiries } from '../catalogue/inquiries';
import { getByUrlTitle, listDocs } from '../catalogue/store';
import type { Db } from '../db/client';
import { deviceCaller, deviceIdOf } from '../limits/deviceCookie';
import { HttpError } from '../http/errors';
import { linkToken } from '../http/linkTokens';
import { addressKeyOf } from '../limits/clientAddress';
import { parse } from '../http/validate';
import type { Tx } from '../db/client';
import { answerOnce, idempotencyKeyOf, requestHash } from '../idempotency/idempotentRequest';
import { enqueueMails, type MailSender } from './outbox';
import {
  bookingInquiryMails,
  callRequestMails,
  emailInquiryMails,
  feedbackMails,
  saveItineraryMails,
  sharedItineraryMails,
  type MailContext,
  type OutgoingMail,
} from './outgoingMails';
import { emailSettings, type EmailSettings } from './settings';
import { access } from '../http/routeAccess';

export interface EmailRoutesOptions {
  settings?: Partial<EmailSettings>;
}

async function countryByUrl(db: Db, countryUrl: string): Promise<Country> {
  const country = await getByUrlTitle<Country>(db, 'country', countryUrl);
  if (!country) throw new HttpError(400, `Invalid request: countryUrl: ${UNKNOWN_COUNTRY}`, 'UNKNOWN_COUNTRY');
  return country;
}

/** Feedback names no country: the page's first path segment when it is one, else the first country. */
async function countryOfPage(db: Db, page: string): Promise<Country> {
  const segment = /^(?:[a-z]+:\/\/[^/]+)?\/?([a-z0-9-]+)/i.exec(page.trim())?.[1];
  const named = segment ? await getByUrlTitle<Country>(db, 'country', segment) : undefined;
  const country = named ?? (await listDocs<Country>(db, 'country'))[0];
  if (!country) throw new HttpError(400, `Invalid request: ${UNKNOWN_COUNTRY}`, 'UNKNOWN_COUNTRY');
  return country;
}

interface InquiryCall<T> {
  name: string;
  schema: Struct<T, unknown>;
  countryUrl(payload: T): string;
  mails(ctx: MailContext, payload: T): OutgoingMail[];
}

export const emailRoutes: FastifyPluginAsync<EmailRoutesOptions> = async (app, options) => {
  const db = app.deps.database.db;
  const settings = emailSettings(process.env, options.settings);
  const captcha = captchaSettings();
  const keys = lazyCaptchaKeys(db, captcha.hmacKey);

  /** The device (its cookie, or a new one) and network asking, for the limits and the idempotency key's owner. */
  const senderOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | undefined,
    scope: string,
  ): Promise<MailSender> => ({
    deviceId: await deviceIdOf(request, reply, key, scope),
    addressKey: addressKeyOf(request, app.bookingSettings.cookieSecret),
  });

  const send = (reply: FastifyReply, answer: { statusCode: number; body: unknown; replayed: boolean }) => {
    if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
    return reply.status(answer.statusCode).send(answer.body);
  };

  /** One inquiry: stored in `inquiries` under a new reference, its emails queued, in one transaction. */
  function inquiryRoute<T>(call: InquiryCall<T>) {
    const scope = `email/${call.name}`;
    app.post(`/${scope}`, access.device, async (request: FastifyRequest, reply) => {
      const payload = parse(call.schema, request.body, 'request');
      const key = idempotencyKeyOf(request);
      const sender = await senderOf(request, reply, key, scope);
      const country = await countryByUrl(db, call.countryUrl(payload));
      const now = settings.now();
      const claim = { scope, owner: deviceCaller(sender.deviceId), key, requestHash: requestHash(request.body), now };
      const answer = await answerOnce(db, claim, async (tx: Tx) => {
        const inquiryRef = newInquiryRef(randomInt);
        await tx.insert(inquiries).values({
          inquiryRef,
          kind: call.name,
          deviceId: sender.deviceId,
          idempotencyKey: key === undefined ? null : `${scope}:${claim.owner}:${key}`,
          payload,
          createdAt: now,
        });
        const ctx: MailContext = {
          publicUrl: settings.publicUrl,
          business: { email: country.email, name: country.name },
          inquiryRef,
          inquiryToken: linkToken(app.bookingSettings.cookieSecret, 'inquiry', inquiryRef),
        };
        await enqueueMails(tx, call.mails(ctx, payload), settings, {
          submissionId: inquiryRef,
          inquiryRef,
          sender,
          now,
        });
        const body: InquiryAnswer = { status: 'success', inquiryRef };
        return { statusCode: 201, body };
      });
      return send(reply, answer);
    });
  }

  inquiryRoute({
    name: 'save-itinerary',
    schema: saveItineraryEmail,
    countryUrl: (p) => p.countryUrl,
    mails: saveItineraryMails,
  });
  inquiryRoute({
    name: 'shared-itinerary',
    schema: shareItineraryEmail,
    countryUrl: (p) => p.countryUrl,
    mails: sharedItineraryMails,
  });
  inquiryRoute({
    name: 'booking-inquiry',
    schema: bookingInquiryEmail,
    countryUrl: (p) => p.countryUrl,
    mails: bookingInquiryMails,
  });
  inquiryRoute({
    name: 'booking-inquiry-trip',
    schema: emailInquiryEmail,
    countryUrl: (p) => p.emailData.countryUrl,
    mails: emailInquiryMails,
  });
  inquiryRoute({ name: 'call-request', schema: callRequest, countryUrl: (p) => p.countryUrl, mails: callRequestMails });

  app.post('/email/post-feedback', access.device, async (request, reply) => {
    const scope = 'email/post-feedback';
    const checked = check(pageFeedback, request.body ?? {});
    // Only the captcha missing: the words the form shows for it (CAPTCHA_REQUIRED).
    if (!checked.ok && checked.errors.every((e) => e.path === 'captchaToken'))
      throw new HttpError(400, CAPTCHA_REQUIRED, 'CAPTCHA_REQUIRED');
    const payload = parse(pageFeedback, request.body, 'request');
    const key = idempotencyKeyOf(request);
    const sender = await senderOf(request, reply, key, scope);
    const country = await countryOfPage(db, payload.webPageDomain);
    // Read before the transaction: PGlite's one connection is the transaction's until it ends.
    const captchaKeys = await keys();
    const now = settings.now();
    const claim = { scope, owner: deviceCaller(sender.deviceId), key, requestHash: requestHash(request.body), now };
    const answer = await answerOnce(db, claim, async (tx) => {
      // Spent in this transaction: a refused submission does not use up the guest's solved captcha.
      await spendCaptchaToken(tx, payload.captchaToken, captchaKeys);
      const ctx: MailContext = {
        publicUrl: settings.publicUrl,
        business: { email: country.email, name: country.name },
      };
      await enqueueMails(tx, feedbackMails(ctx, payload), settings, {
        submissionId: `feedback-${newInquiryRef(randomInt)}`,
        sender,
        now,
      });
      const body: FeedbackAnswer = { status: 'success' };
      return { statusCode: 201, body };
    });
    return send(reply, answer);
  });
};
