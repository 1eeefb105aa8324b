// The local test checkout at /test-checkout/{sessionId} (registered at the root, only useful without Stripe):
// 4242… pays, 4000…0002 is declined. A payment is reported through the real webhook route with the real signature
// scheme, exactly as Stripe would call it, then the guest goes to the success page.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BACK_TO_YOUR_TRIP } from '../../domain/texts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { payments, type PaymentRow } from '../db/paymentSchema';
import { TEST_CHECKOUT_PATH } from './localCheckout';
import { checkoutPage, endedPage, PAGE_CSS, TEST_CARDS, type CardProblem, type CheckoutView } from './testCheckoutPage';
import { signatureHeader } from './webhookSignature';
import { access } from '../http/routeAccess';

const WEBHOOK_PATH = '/api/v1/payment/webhook';
const SESSION_PATTERN = /^cs_local_[A-Za-z0-9_-]{1,64}$/;

type CardForm = { cardNumber?: string; expiry?: string; cvc?: string; name?: string };

/**
 * Every field the guest got wrong, at once and in Stripe's own wording (the page has no script and the form no
 * browser validation, so an empty field is said, never silently refused); a declined card only once all are right.
 */
function cardProblems(form: CardForm, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (number === '') problems.push({ field: 'cardNumber', message: 'Your card number is incomplete.' });
  else if (number !== TEST_CARDS.paid && number !== TEST_CARDS.declined)
    problems.push({ field: 'cardNumber', message: 'Your card number is invalid.' });
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
  const month = Number(expiry?.[1]);
  const yearText = expiry?.[2];
  const year = yearText ? (yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)) : 0;
  if (!expiry || month < 1 || month > 12 || Date.UTC(year, month) <= now.getTime()) {
    problems.push({ field: 'expiry', message: "Your card's expiration date is incomplete or in the past." });
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim()))
    problems.push({ field: 'cvc', message: "Your card's security code is incomplete." });
  if ((form.name ?? '').trim() === '') problems.push({ field: 'name', message: 'Enter the name on your card.' });
  if (problems.length === 0 && number === TEST_CARDS.declined)
    problems.push({ field: 'cardNumber', message: 'Your card was declined.' });
  return problems;
}

export async function testCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const now = () => app.bookingSettings.now();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  /** The session's payment while it can still be paid; otherwise the page to show instead. */
  async function openSession(sessionId: string, reply: FastifyReply): Promise<PaymentRow | undefined> {
    const [payment] = SESSION_PATTERN.test(sessionId)
      ? await db.select().from(payments).where(eq(payments.sessionId, sessionId))
      : [];
    if (!payment) {
      await html(reply, 404, endedPage('This checkout session does not exist or was cancelled.'));
      return undefined;
    }
    if (payment.status === 'PAID') {
      await reply.redirect(payment.successPath, 303);
      return undefined;
    }
    if (payment.status !== 'PENDING' || payment.sessionExpiresAt <= now()) {
      await html(
        reply,
        410,
        endedPage('This checkout session has expired.', { href: payment.cancelPath, label: BACK_TO_YOUR_TRIP }),
      );
      return undefined;
    }
    return payment;
  }

  const view = (p: PaymentRow, extra: Partial<CheckoutView> = {}): CheckoutView => ({
    sessionId: p.sessionId,
    title: `${p.booking.tripSummary.boatPriceRateAndExtraHour.data.hours} Hour Charter: ${p.booking.tripSummary.boat.data.name}, ${p.booking.timeSlot.startTime.slice(0, 16).replace('T', ' ')} (${p.booking.countryName} time)`,
    amountCents: p.amountCents,
    email: p.booking.email,
    cancelPath: p.cancelPath,
    ...extra,
  });

  app.get(`${TEST_CHECKOUT_PATH}/page.css`, access.public, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(PAGE_CSS),
  );

  app.get<{ Params: { sessionId: string } }>(
    `${TEST_CHECKOUT_PATH}/:sessionId`,
    access.public,
    async (request, reply) => {
      const payment = await openSession(request.params.sessionId, reply);
      if (payment) return html(reply, 200, checkoutPage(view(payment)));
      return reply;
    },
  );

  app.post<{ Params: { sessionId: string } }>(
    `${TEST_CHECKOUT_PATH}/:sessionId`,
    access.public,
    async (request, reply) => {
      const payment = await openSession(request.params.sessionId, reply);
      if (!payment) return reply;
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as CardForm;
      const problems = cardProblems(form, now());
      if (problems.length > 0)
        return html(reply, 402, checkoutPage(view(payment, { problems, name: form.name?.slice(0, 100) })));

      const event = {
        id: `evt_local_${randomBytes(12).toString('base64url')}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(now().getTime() / 1000),
        livemode: false,
        data: {
          object: {
            id: payment.sessionId,
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            payment_intent: `pi_local_${payment.id}`,
            amount_total: payment.amountCents,
            currency: 'usd',
            client_reference_id: payment.id,
            metadata: { paymentId: payment.id },
          },
        },
      };
      const raw = JSON.stringify(event);
      const answer = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(app.payments.settings.webhookSecret, raw, now()),
        },
      });
      if (answer.statusCode !== 200) {
        request.log.error(
          { status: answer.statusCode, body: answer.body },
          'test checkout: webhook refused the payment',
        );
        return html(
          reply,
          502,
          checkoutPage(
            view(payment, { problems: [{ message: 'The payment could not be completed. Please try again.' }] }),
          ),
        );
      }
      return reply.redirect(payment.successPath, 303);
    },
  );
}
