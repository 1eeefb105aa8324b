// The logger's redaction list: no e-mail address, phone number, name, token or SQL parameter reaches a log line.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactError, requestLogger, scrubText } from '../../../src/server/http/requestLog';

const EMAIL = 'victim.guest@example.com';
const PHONE = '+13455550123';

/** A Fastify app logging into memory with the server's logger options. */
function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return Fastify({ logger: { ...(requestLogger('info') as object), stream } });
}

/** What drizzle throws when PostgreSQL refuses a statement: the SQL, its parameters, and the driver's error. */
function failedQuery(): Error {
  const cause = Object.assign(new Error(`invalid input syntax for type json: "${EMAIL}"`), {
    code: '22P02',
    severity: 'ERROR',
    detail: `Token "${EMAIL}" is invalid.`,
    where: `JSON data, line 1: ${PHONE}`,
    routine: 'json_errsave_error',
  });
  return Object.assign(
    new Error(
      `Failed query: insert into "inquiries" ("payload") values ($1)\nparams: {"email":"${EMAIL}","phone":"${PHONE}"}`,
    ),
    {
      query: 'insert into "inquiries" ("payload") values ($1)',
      params: [{ email: EMAIL, phone: PHONE }],
      cause,
    },
  );
}

describe('log redaction', () => {
  it('keeps SQL parameters, quoted values, details and addresses out of a logged database error', () => {
    const logged = JSON.stringify(redactError(failedQuery()));
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain(PHONE);
    expect(logged).not.toContain('13455550123');
    expect(logged).toContain('insert into');
    expect(logged).toContain('22P02');
    expect(logged).toContain('json_errsave_error');
  });

  it('replaces fields named in the list at any depth, and scrubs messages', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.log.info(
      { outboxId: 7, mail: { to: EMAIL, firstName: 'Ann', nested: { phone: PHONE, captchaToken: 'tok_123' } } },
      'queued',
    );
    app.log.warn({ err: failedQuery() }, `could not deliver to ${EMAIL}`);
    app.log.error(new Error(`SMTP 550 <${EMAIL}> unknown, call ${PHONE}`));
    app.log.warn({ outboxId: 8, err: `550 mailbox ${EMAIL} unavailable` }, 'email not delivered');
    await app.close();
    const text = lines.join('\n');
    for (const secret of [EMAIL, PHONE, 'Ann', 'tok_123', '13455550123']) expect(text, secret).not.toContain(secret);
    expect(text).toContain(REDACTED);
    expect(text).toContain('"outboxId":7');
  });

  it('logs requests as method and path, without query string, headers or body', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.post('/api/v1/web/booking/find', async () => {
      throw failedQuery();
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/web/booking/find?email=${EMAIL}`,
      payload: { email: EMAIL, phone: PHONE },
      headers: { cookie: 'cc_device=secret-device', authorization: 'Bearer tok_456' },
    });
    expect(res.statusCode).toBe(500);
    await app.inject({ method: 'GET', url: `/nowhere?email=${EMAIL}` });
    await app.close();
    const text = lines.join('\n');
    for (const secret of [EMAIL, PHONE, 'secret-device', 'tok_456']) expect(text, secret).not.toContain(secret);
    expect(text).toContain('/api/v1/web/booking/find');
  });

  it("keeps checkout session ids out: the test checkout's path leads to the guest's signed link (issue #52)", async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    app.get('/test-checkout/:sessionId', async (_request, reply) => reply.redirect('/x', 303));
    await app.inject({ method: 'GET', url: '/test-checkout/cs_local_Secret-Session_1' });
    await app.inject({ method: 'POST', url: '/test-checkout/cs_local_Secret-Session_2' });
    app.log.warn(`session cs_test_Secret-Session_3 and cs_live_Secret-Session_4 expired`);
    await app.close();
    const text = lines.join('\n');
    for (const n of [1, 2, 3, 4]) expect(text).not.toContain(`Secret-Session_${n}`);
    expect(text).toContain('/test-checkout/cs_[redacted]');
  });

  it('scrubs e-mail addresses, long numbers and query strings from free text, in linear time', () => {
    expect(scrubText(`to ${EMAIL} or ${PHONE} at /x?email=${EMAIL}`)).toBe('to [email] or +[number] at /x');
    expect(scrubText('booking KY-7K3M9Q at 10:00 for 12 guests')).toBe('booking KY-7K3M9Q at 10:00 for 12 guests');
    expect(scrubText('a'.repeat(100_000)).length).toBeLessThan(2_100);
  });
});
