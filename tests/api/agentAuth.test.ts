// Issue #17, accounts and tokens, on PGlite and PostgreSQL: the admin command, login (one 401 for an unknown user and
// a wrong password), limits counted in the database, single-use refresh tokens with reuse detection, sign-out,
// disabled users and agencies, the one-time sign-in link, and the access token's expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/bookingTestApp';
import { NOW } from '../support/paymentTestApp';
import {
  agentWithTokens,
  bearer,
  buildAgentTestApp,
  login,
  PASSWORD,
  type AgentTestApp,
} from '../support/agentTestApp';
import { rows } from '../support/paymentTestApp';
import { solvedCaptcha } from '../support/solvedCaptcha';

process.env.ALTCHA_MAX_NUMBER ??= '2000'; // small work for the tests' own solver

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp();
}, 60_000);
afterAll(() => t?.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/${path}`, payload: payload as object, headers });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies
    .filter((c) => c.name === 'cc_signed_in')
    .map((c) => `${c.name}=${c.value}`)
    .join('');
/** A sign-in from a network, a device's cookie and a proof of work, each when given. */
const login52 = (email: string, password: string, from: { remoteAddress?: string; cookie?: string; proof?: string }) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password },
    remoteAddress: from.remoteAddress,
    headers: {
      ...(from.cookie ? { cookie: from.cookie } : {}),
      ...(from.proof ? { 'x-login-proof': from.proof } : {}),
    },
  });
const loginProof = async () =>
  solvedCaptcha(
    (
      await t.app.inject({ method: 'GET', url: `${API}/captcha/challenge?purpose=login`, remoteAddress: '10.68.0.1' })
    ).json(),
  );
const whoAmI = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/auth/user-auth-check`, headers: bearer(token) });
const myBookings = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/booking/reservations`, headers: bearer(token) });
/** A token whose session ended answers as a forged one does: 401, on the check and on an agent's route. */
async function expectRefused(token: string) {
  for (const res of [await whoAmI(token), await myBookings(token)]) {
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please sign in again.');
  }
}

describe('the admin command', () => {
  it('creates agencies and users, lists them as JSON, and refuses what it cannot do', async () => {
    const agency = await t.admin([
      'create-agency',
      '--name',
      'Harbour Desk',
      '--max-discount',
      '12.5',
      '--on-account',
      '--json',
    ]);
    expect(agency.exitCode).toBe(0);
    expect(JSON.parse(agency.stdout)).toMatchObject({
      name: 'Harbour Desk',
      maxDiscountPercent: 12.5,
      mayBookOnAccount: true,
      disabled: false,
    });
    const user = await t.admin([
      'create-user',
      '--email',
      'Desk@Harbour.test',
      '--role',
      'agent',
      '--agency',
      'harbour desk',
      '--json',
    ]);
    const made = JSON.parse(user.stdout);
    expect(made).toMatchObject({
      email: 'desk@harbour.test',
      role: 'agent',
      hasPassword: false,
      agency: { name: 'Harbour Desk' },
    });
    expect(made.signInLink).toMatch(
      /^http:\/\/localhost:8080\/cayman-fixture\/agent\/sign-in\?invite=[A-Za-z0-9_-]{43}$/,
    );
    const list = JSON.parse((await t.admin(['list-users', '--json'])).stdout) as Array<{ email: string }>;
    expect(list.map((u) => u.email)).toContain('desk@harbour.test');

    expect((await t.admin(['create-user', '--email', 'desk@harbour.test', '--role', 'agent'])).stderr).toMatch(
      /exists already/,
    );
    expect((await t.admin(['create-user', '--email', 'x@y.test', '--role', 'skipper'])).exitCode).toBe(1);
    expect(
      (await t.admin(['create-user', '--email', 'x@y.test', '--role', 'agent', '--password-stdin'], 'short\n')).stderr,
    ).toMatch(/at least 10/);
    expect((await t.admin(['create-agency', '--name', 'Too Generous', '--max-discount', '150'])).exitCode).toBe(1);
    expect(
      (await t.admin(['create-user', '--email', 'x@y.test', '--role', 'agent', '--agency', 'Nobody'])).stderr,
    ).toMatch(/No agency/);
    expect((await t.admin(['frobnicate'])).exitCode).toBe(2);
    expect((await t.admin(['list-users', '--bogus'])).exitCode).toBe(2);
  });

  it('the one-time sign-in link sets a password and signs in, once', async () => {
    const made = JSON.parse(
      (await t.admin(['create-user', '--email', 'invited@desk.test', '--role', 'agent', '--json'])).stdout,
    );
    const token = new URL(made.signInLink).searchParams.get('invite');
    expect((await post('auth/accept-invite', { token, password: 'short' })).statusCode).toBe(400);
    const accepted = await post('auth/accept-invite', { token, password: 'my new long password' });
    expect(accepted.statusCode).toBe(200);
    expect((await whoAmI(accepted.json().accessToken)).json().user.email).toBe('invited@desk.test');
    const again = await post('auth/accept-invite', { token, password: 'my other long password' });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);
    await login(t, 'invited@desk.test', 'my new long password');
  });
});

describe('login', () => {
  beforeAll(async () => {
    await agentWithTokens(t, 'agent@desk.test', { agency: 'Seven Mile Desk' });
  });

  it('answers the two tokens and who is signed in', async () => {
    const tokens = await login(t, 'AGENT@desk.test ');
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await whoAmI(tokens.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      authenticated: true,
      user: { email: 'agent@desk.test', role: 'agent', agency: { name: 'Seven Mile Desk', maxDiscountPercent: 15 } },
    });
    expect(me.headers['cache-control']).toBe('no-store');
    // Only hashes are stored.
    const stored = await rows(t, `SELECT token_hash FROM refresh_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(tokens.refreshToken);
    const [user] = await rows(t, `SELECT password_hash FROM users WHERE email = 'agent@desk.test'`);
    expect(user.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
  });

  it('answers the same 401 for an unknown user and for a wrong password', async () => {
    const unknown = await post(
      'auth/login',
      { email: 'nobody@desk.test', password: PASSWORD },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    const wrong = await post(
      'auth/login',
      { email: 'agent@desk.test', password: 'not the password' },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses bad input with a 400 and no tokens', async () => {
    for (const body of [
      {},
      { email: 'agent@desk.test' },
      { email: 'not an email', password: 'x' },
      { email: 'agent@desk.test', password: 'x'.repeat(201) },
    ]) {
      const res = await post('auth/login', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("after 10 failed sign-ins asks a new device for a proof of work, never refuses the owner's device, and counts no success (issue #52)", async () => {
    t.setNow(new Date(Date.parse(NOW) + 60 * 60_000)); // a window of its own
    await agentWithTokens(t, 'limited@desk.test');
    // The owner signs in on their own device, many times: successes count nothing.
    const signIns = [];
    for (let i = 0; i < 15; i++)
      signIns.push(await post('auth/login', { email: 'limited@desk.test', password: PASSWORD }));
    expect(signIns.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    const ownerDevice = cookieOf(signIns[0]!);
    expect(ownerDevice).toMatch(/^cc_signed_in=/);

    // An attacker elsewhere: 10 wrong passwords, then each try needs a proof of work (428), before any hashing.
    const from = { remoteAddress: '10.66.0.1' };
    const attack: number[] = [];
    for (let i = 0; i < 12; i++) attack.push((await login52('limited@desk.test', 'wrong guess', from)).statusCode);
    expect(attack).toEqual([...Array(10).fill(401), 428, 428]);
    const asked = await login52('limited@desk.test', 'wrong guess', from);
    expect(asked.json()).toMatchObject({ code: 'LOGIN_PROOF_REQUIRED' });
    expect(
      (
        await rows(
          t,
          `SELECT count(*)::int AS n FROM rate_counters WHERE bucket LIKE 'login-failures:account:%' AND count >= 10`,
        )
      )[0].n,
    ).toBeGreaterThan(0);
    expect(JSON.stringify(await rows(t, `SELECT bucket FROM rate_counters`))).not.toContain('limited@desk.test');

    // The owner's own device: the right password goes through at once, no proof, no 429.
    const owner = await login52('limited@desk.test', PASSWORD, { cookie: ownerDevice });
    expect(owner.statusCode).toBe(200);
    // The owner on a new device (or the attacker): a proof per try, each spent once; a wrong password is still a 401.
    const newDevice = await login52('limited@desk.test', PASSWORD, {});
    expect(newDevice.statusCode).toBe(428);
    const proof = await loginProof();
    expect((await login52('limited@desk.test', 'wrong guess', { ...from, proof })).statusCode).toBe(401);
    expect((await login52('limited@desk.test', PASSWORD, { ...from, proof })).statusCode).toBe(428);
    expect((await login52('limited@desk.test', PASSWORD, { proof: await loginProof() })).statusCode).toBe(200);
    // A new window starts afresh.
    t.setNow(new Date(Date.parse(NOW) + 2 * 60 * 60_000));
    expect((await login52('limited@desk.test', PASSWORD, {})).statusCode).toBe(200);
    t.setNow(NOW);
  });
});

describe('refresh tokens', () => {
  it('rotate: each is used once and the next works', async () => {
    const first = await login(t, 'agent@desk.test');
    const second = await post('auth/refresh', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await whoAmI(pair.accessToken)).statusCode).toBe(200);
    const third = await post('auth/refresh', { refreshToken: pair.refreshToken });
    expect(third.statusCode).toBe(200);
  });

  it('a used one presented again revokes the whole session (theft detection)', async () => {
    const first = await login(t, 'agent@desk.test');
    const rotated = (await post('auth/refresh', { refreshToken: first.refreshToken })).json();
    const replay = await post('auth/refresh', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    // The thief's copy is spent, and so is the rightful holder's newer token: both must sign in again.
    expect((await post('auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
    const [reused] = await rows(t, `SELECT count(*)::int AS n FROM auth_sessions WHERE revoked_reason = 'reuse'`);
    expect(reused.n).toBe(1);
    // Their access tokens, still within their 15 minutes, stop working at once.
    await expectRefused(first.accessToken);
    await expectRefused(rotated.accessToken);
  });

  it('two refreshes racing with one token: one wins, the session ends', async () => {
    const first = await login(t, 'agent@desk.test');
    const answers = await Promise.all([1, 2].map(() => post('auth/refresh', { refreshToken: first.refreshToken })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('an unknown one is a 401', async () => {
    expect((await post('auth/refresh', { refreshToken: 'A'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes: the call answers 401 TOKEN_EXPIRED, a refresh and a retry succeed', async () => {
    const tokens = await login(t, 'agent@desk.test');
    t.setNow(new Date(Date.parse(NOW) + 16 * 60_000));
    const expired = await whoAmI(tokens.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const fresh = (await post('auth/refresh', { refreshToken: tokens.refreshToken })).json();
    expect((await whoAmI(fresh.accessToken)).statusCode).toBe(200);
    t.setNow(NOW);
  });

  it('a forged or malformed one is a 401, not a guest', async () => {
    const tokens = await login(t, 'agent@desk.test');
    const [head, body] = tokens.accessToken.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${tokens.accessToken.split('.')[2]}`;
    expect((await whoAmI(forged)).statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/user-auth-check`,
      headers: { 'user-authorization': 'Basic abc' },
    });
    expect(none.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API}/auth/user-auth-check` })).statusCode).toBe(401);
  });
});

describe('sign-out and disabling', () => {
  it('logout revokes the session', async () => {
    const tokens = await login(t, 'agent@desk.test');
    expect((await post('auth/logout', { refreshToken: tokens.refreshToken })).json()).toEqual({ status: 'success' });
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    await expectRefused(tokens.accessToken);
  });

  it('logout with only the bearer header ends the session and its access token', async () => {
    const tokens = await agentWithTokens(t, 'bye@desk.test');
    expect((await myBookings(tokens.accessToken)).statusCode).toBe(200);
    expect((await post('auth/logout', {}, bearer(tokens.accessToken))).json()).toEqual({ status: 'success' });
    await expectRefused(tokens.accessToken);
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });

  it('a session past its end refuses its access token, though the token has not expired', async () => {
    const tokens = await agentWithTokens(t, 'ended@desk.test');
    const { sid } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString());
    await rows(
      t,
      `UPDATE auth_sessions SET expires_at = '${new Date(Date.parse(NOW) - 60_000).toISOString()}' WHERE id = '${sid}'`,
    );
    await expectRefused(tokens.accessToken);
  });

  it('a disabled user cannot refresh or sign in; enabled again, can', async () => {
    const tokens = await agentWithTokens(t, 'leaving@desk.test');
    expect((await t.admin(['disable-user', '--email', 'leaving@desk.test'])).exitCode).toBe(0);
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await whoAmI(tokens.accessToken)).statusCode).toBe(401);
    // The right password of a disabled account answers as a wrong one (issue #52: a 403 told who has an account).
    const signIn = await post('auth/login', { email: 'leaving@desk.test', password: PASSWORD });
    const wrong = await post('auth/login', { email: 'leaving@desk.test', password: 'not the password' });
    expect([signIn.statusCode, signIn.body]).toEqual([401, wrong.body]);
    await t.admin(['enable-user', '--email', 'leaving@desk.test']);
    await login(t, 'leaving@desk.test');
  });

  it("a disabled agency ends its agents' sessions at the next refresh", async () => {
    const tokens = await agentWithTokens(t, 'closing@desk.test', { agency: 'Closing Desk' });
    await t.admin(['disable-agency', '--agency', 'Closing Desk']);
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    await t.admin(['enable-agency', '--agency', 'Closing Desk']);
  });
});

describe('the login limit per address', () => {
  it('after 60 failures from one network asks its new devices for a proof; a device that signed in before goes through', async () => {
    t.setNow(new Date(Date.parse(NOW) + 3 * 3_600_000)); // a window of its own
    await agentWithTokens(t, 'office-admin@desk.test', { role: 'admin' });
    const adminDevice = cookieOf(await post('auth/login', { email: 'office-admin@desk.test', password: PASSWORD }));
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push((await post('auth/login', { email: `someone${i}@desk.test`, password: 'guess' })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([428, 428]);
    expect((await login52('office-admin@desk.test', PASSWORD, { cookie: adminDevice })).statusCode).toBe(200);
    expect((await login52('office-admin@desk.test', PASSWORD, {})).statusCode).toBe(428);
    expect((await login52('office-admin@desk.test', PASSWORD, { proof: await loginProof() })).statusCode).toBe(200);
    // Another network is not slowed.
    expect((await login52('office-admin@desk.test', PASSWORD, { remoteAddress: '10.67.0.1' })).statusCode).toBe(200);
    t.setNow(NOW);
  });
});
