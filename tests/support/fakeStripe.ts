// A fake Stripe API on 127.0.0.1 for the payment tests: the real `stripe` SDK is pointed at it with
// host/port/protocol 'http'. It answers the few calls the app makes and records them.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string;
}

export interface FakeStripe {
  port: number;
  api: { host: string; port: number; protocol: 'http' };
  sessions: Map<string, FakeSession>;
  refunds: Array<{ id: string; payment_intent: string; idempotencyKey?: string }>;
  calls: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string }>;
  /** Makes the next refund calls fail with a 500 until set back. */
  failRefunds: boolean;
  /** Marks a session paid and answers the checkout.session.completed event Stripe would send. */
  complete(sessionId: string): { id: string; type: string; data: { object: FakeSession } };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Listens on a port the system picks (files run in parallel: no fixed port or range). */
function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = { sessions: new Map(), refunds: [], calls: [], failRefunds: false } as unknown as FakeStripe;
  const server = createServer(async (request, response) => {
    const form = await formOf(request);
    const path = (request.url ?? '').split('?')[0]!;
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    fake.calls.push({ method: request.method ?? '', path: path, form, idempotencyKey });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, message: string) =>
      send(status, { error: { type: 'invalid_request_error', message } });

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const session: FakeSession = {
        id: id('cs_test'),
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        customer_email: form.get('customer_email') ?? '',
        client_reference_id: form.get('client_reference_id') ?? '',
        metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        expires_at: Number(form.get('expires_at')),
        url: '',
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      fake.sessions.set(session.id, session);
      return send(200, session);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = fake.sessions.get(sessionPath[1]!);
      if (!session) return error(404, 'No such checkout.session');
      if (request.method === 'GET') return send(200, session);
      if (session.status !== 'open')
        return error(
          400,
          `Only Checkout Sessions with a status of open can be expired (this one is ${session.status}).`,
        );
      session.status = 'expired';
      return send(200, session);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      if (fake.failRefunds) return send(500, { error: { type: 'api_error', message: 'fake outage' } });
      const refund = {
        id: id('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: form.get('payment_intent') ?? '',
        idempotencyKey,
      };
      fake.refunds.push(refund);
      return send(200, refund);
    }
    return error(404, `Unrecognized request URL (${request.method}: ${path})`);
  });
  const port = await listen(server);
  Object.assign(fake, {
    port,
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    complete(sessionId: string) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? id('pi'),
      });
      return { id: id('evt'), object: 'event', type: 'checkout.session.completed', data: { object: { ...session } } };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
  return fake;
}
