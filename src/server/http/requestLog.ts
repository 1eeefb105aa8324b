// Logs without personal data: requests as method and path only (no query string, headers, body or client address);
// any field named in REDACTED_FIELDS, at any depth of a logged object, is replaced; errors keep their kind, code and
// a message with SQL parameters, e-mail addresses, long numbers and database-quoted values taken out.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Field names (compared lower-case) whose values never reach a log line. */
const REDACTED_FIELDS = new Set([
  'email',
  'friendemail',
  'recipient',
  'to',
  'replyto',
  'reply_to',
  'phone',
  'name',
  'firstname',
  'lastname',
  'username',
  'friendname',
  'fullname',
  'token',
  'captchatoken',
  'accesstoken',
  'refreshtoken',
  'password',
  'secret',
  'authorization',
  'cookie',
  'cookies',
  'set-cookie',
  'stripe-signature',
  'idempotency-key',
  'idempotencykey',
  'params',
  'parameters',
  'detail',
  'where',
  'body',
  'payload',
  'headers',
  'query',
]);

// Kept from an error besides its kind and message: names of schema objects and codes, never values.
const ERROR_FIELDS_KEPT = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

const MAX_DEPTH = 6;
const MAX_TEXT = 2000;

// A checkout session's id is a secret: the test checkout's page at /test-checkout/{id} leads, once paid, to the guest's
// signed booking link (issue #52), and a Stripe session's id opens its hosted page.
const SESSION_ID = /\bcs_(?:local|test|live)_[A-Za-z0-9_-]+/g;

/** A request's path as logged: without its query string and without checkout session ids. */
const loggedPath = (url: string) => {
  const [path = ''] = url.split('?');
  return path.replace(SESSION_ID, 'cs_[redacted]');
};

/**
 * Takes e-mail addresses, runs of 7+ digits (phone numbers, card numbers), session ids and SQL parameter lists out of a
 * text.
 */
export function scrubText(text: string, { quotedValues = false } = {}): string {
  let out = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  out = out.replace(SESSION_ID, 'cs_[redacted]');
  const params = out.indexOf('\nparams:');
  if (params !== -1) out = `${out.slice(0, params)}\nparams: ${REDACTED}`;
  // Query strings (Fastify's 'Route GET:/x?email=… not found').
  out = out.replace(/(?<=\S)\?\S+/g, '');
  // Token by token (no pattern spans a whole address), so the scrub stays linear in the text's length.
  out = out
    .split(/(\s+)/)
    .map((token) => (token.includes('@') ? '[email]' : token))
    .join('');
  out = out.replace(/\d[\d ().-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run));
  // PostgreSQL quotes the offending value in its messages ('invalid input syntax for type integer: "…"').
  if (quotedValues) out = out.replace(/"[^"\n]*"/g, '"[value]"');
  return out;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [kept: string]: unknown;
}

/** An error as it may be logged: database errors (SQLSTATE in `code`) also lose the values they quote. */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.severity === 'string';
  const message = scrubText(error.message, { quotedValues: fromDatabase });
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ERROR_FIELDS_KEPT)
    if (fields[key] !== undefined && typeof fields[key] !== 'object') logged[key] = fields[key];
  if (error.cause !== undefined && depth < 3) logged.cause = redactError(error.cause, depth + 1);
  return logged;
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged object with REDACTED_FIELDS replaced at any depth, texts scrubbed; errors in redactError's form.
 */
function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return depth === 0 ? value : scrubText(value);
  if (value instanceof Error) return redactError(value);
  if (Array.isArray(value)) return depth >= MAX_DEPTH ? REDACTED : value.map((item) => redactFields(item, depth + 1));
  if (!isPlain(value)) return value; // requests, replies and the like have serializers of their own
  if (depth >= MAX_DEPTH) return REDACTED;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = REDACTED_FIELDS.has(key.toLowerCase()) ? REDACTED : redactFields(item, depth + 1);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

export function requestLogger(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: loggedPath(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // formatters.log below has already turned errors into redactError's form.
      err: ((err: unknown) => (err instanceof Error ? redactError(err) : err)) as (err: Error) => LoggedError,
    },
    formatters: { log: (object) => redactFields(object) as Record<string, unknown> },
    // Messages too: Fastify logs an error's own message and a not-found route's full URL as the message.
    hooks: {
      logMethod(args, method) {
        // log.error(error) would log error.message as the line's message, unscrubbed.
        const [first, ...rest] = args as unknown[];
        const named =
          first instanceof Error && typeof rest[0] !== 'string' ? [{ err: first }, first.message, ...rest] : args;
        method.apply(
          this,
          named.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
