// GET captcha/challenge and the proof post-feedback needs: a solved challenge is accepted once; a missing, forged,
// expired or reused proof is a 400 'Please complete the captcha.'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { feedbackAnswer } from '../../src/domain/protocol';
import { CAPTCHA_REQUIRED } from '../../src/domain/texts';
import { emailOutbox } from '../../src/server/db/emailSchema';
import { eq } from 'drizzle-orm';
import { expectShape } from '../support/expectShape';
import { API } from '../support/request';
import { solvedCaptcha } from '../support/solvedCaptcha';
import { feedbackBody } from './emailPayloads';
import { buildEmailTestApp, type EmailTestApp } from '../support/emailTestApp';

let t: EmailTestApp;

beforeAll(async () => {
  t = await buildEmailTestApp();
});
afterAll(() => t?.close());

async function challenge(): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

/** What the widget sends: base64 of { challenge, solution }. */
async function solvedToken(c?: Challenge): Promise<string> {
  return solvedCaptcha(c ?? (await challenge()));
}

const postFeedback = (body: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/email/post-feedback`,
    payload: body as object,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('captcha challenge', () => {
  it('is a signed ALTCHA challenge that stays solvable for a day', async () => {
    const c = await challenge();
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.algorithm).toBe('SHA-256');
    const hours = (c.parameters.expiresAt! * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });
});

describe('post-feedback', () => {
  it('accepts a solved challenge once and mails the business', async () => {
    const token = await solvedToken();
    const res = await postFeedback(feedbackBody(token));
    expect(res.statusCode, res.body).toBe(201);
    expectShape(res.json(), feedbackAnswer);
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'post-feedback'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recipient).toBe('hello@cayman-fixture.test');
    expect(rows[0]!.replyTo).toBe('ann@guest.test');
    expect(rows[0]!.textBody).toContain('A typo in the second paragraph.');

    const reused = await postFeedback({ ...feedbackBody(token), description: 'Another note about the page.' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: CAPTCHA_REQUIRED, code: 'CAPTCHA_REUSED' });
  });

  it('a missing proof is a 400 with the spec message', async () => {
    for (const token of [undefined, '', '   ']) {
      const res = await postFeedback(feedbackBody(token));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CAPTCHA_REQUIRED);
    }
  });

  it('refuses tokens that are not proofs, unsolved challenges and foreign signatures', async () => {
    const c = await challenge();
    const unsolved = Buffer.from(
      JSON.stringify({ challenge: c, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'not-our-key',
      hmacKeySignatureSecret: 'not-our-key-either',
    });
    for (const token of ['garbage', Buffer.from('{"x":1}').toString('base64'), unsolved, await solvedToken(foreign)]) {
      const res = await postFeedback(feedbackBody(token));
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(CAPTCHA_REQUIRED);
    }
  });

  it('refuses a tampered expiry', async () => {
    const c = await challenge();
    const tampered = { ...c, parameters: { ...c.parameters, expiresAt: c.parameters.expiresAt! + 3600 } };
    const res = await postFeedback(feedbackBody(await solvedToken(tampered)));
    expect(res.statusCode).toBe(400);
  });

  it('a repeat with the same Idempotency-Key replays the answer instead of refusing the spent proof', async () => {
    const body = feedbackBody(await solvedToken());
    const first = await postFeedback(body, 'feedback-key-1');
    const second = await postFeedback(body, 'feedback-key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('other fields are still checked with the spec messages', async () => {
    const res = await postFeedback({ ...feedbackBody(await solvedToken()), kindOfFeedback: 'Praise' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Invalid option selected');
  });

  it('takes an optional phone only as a phone number: written with separators it is mailed as stored, else refused', async () => {
    const before = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'post-feedback'))).length;
    const refused = await postFeedback({ ...feedbackBody(await solvedToken()), phone: 'call me after 5' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Invalid phone number');
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'post-feedback'))).toHaveLength(
      before,
    );

    const res = await postFeedback({
      ...feedbackBody(await solvedToken()),
      phone: '+1 (345) 555-0100',
      description: 'The ferry page has a typo.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'post-feedback'))).filter(
      (r) => r.textBody.includes('ferry page'),
    );
    expect(mail!.textBody).toMatch(/\+1 \(345\) 555-0100|\+13455550100/);
  });
});
