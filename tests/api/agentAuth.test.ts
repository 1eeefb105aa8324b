// Issue #17, accounts and tokens, on PGlite and PostgreSQL: the admin command, login (one 401 for an unknown user and
// a wrong password), limits counted in the database, single-use refresh tokens with reuse detection, sign-out,
// disabled users and agencies, the one-time sign-in link, and the access token's expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/bookingTestApp';
import { NOW } from '../support/paymentTestApp';
import { agentWithTokens, bearer, buildAgentTestApp, login, PASSWORD, type AgentTestApp } from '../support/agentTestApp';
import { rows } from '../support/paymentTestApp';

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp();
}, 60_000);
afterAll(() => t?.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/${path}`, payload: payload as object, headers });
const whoAmI = (token: string) => t.app.inject({ method: 'GET', url: `${API}/auth/user-auth-check`, headers: bearer(token) });
const myBookings = (token: string) => t.app.inject({ method: 'GET', url: `${API}/booking/reservations`, headers: bearer(token) });
/** A token whose session ended answers as a forged one does: 401, on the check and on an agent's route. */
async function expectRefused(token: string) {
  for (const res of [await whoAmI(token), await myBookings(token)]) {
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().message).toBe('Your session has ended. Please sign in again.');
  }
}

describe('the admin command', () => {
  it('creates agencies and users, lists them as JSON, and refuses what it cannot do', async () => {
    const agency = await t.admin(['create-agency', '--name', 'Harbour Desk', '--max-discount', '12.5', '--on-account', '--json']);
    expect(agency.exitCode).toBe(0);
    expect(JSON.parse(agency.stdout)).toMatchObject({ name: 'Harbour Desk', maxDiscountPercent: 12.5, mayBookOnAccount: true, disabled: false });
    const user = await t.admin(['create-user', '--email', 'Desk@Harbour.test', '--role', 'agent', '--agency', 'harbour desk', '--json']);
    const made = JSON.parse(user.stdout);
    expect(made).toMatchObject({ email: 'desk@harbour.test', role: 'agent', hasPassword: false, agency: { name: 'Harbour Desk' } });
    expect(made.signInLink).toMatch(/^http:\/\/localhost:8080\/cayman-fixture\/agent\/sign-in\?invite=[A-Za-z0-9_-]{43}$/);
    const list = JSON.parse((await t.admin(['list-users', '--json'])).stdout) as Array<{ email: string }>;
    expect(list.map((u) => u.email)).toContain('desk@harbour.test');

    expect((await t.admin(['create-user', '--email', 'desk@harbour.test', '--role', 'agent'])).stderr).toMatch(/exists already/);
    expect((await t.admin(['create-user', '--email', 'x@y.test', '--role', 'skipper'])).exitCode).toBe(1);
    expect((await t.admin(['create-user', '--email', 'x@y.test', '--role', 'agent', '--password-stdin'], 'short\n')).stderr).toMatch(/at least 10/);
    expect((await t.admin(['create-agency', '--name', 'Too Generous', '--max-discount', '150'])).exitCode).toBe(1);
    expect((await t.admin(['create-user', '--email', 'x@y.test', '--role', 'agent', '--agency', 'Nobody'])).stderr).toMatch(/No agency/);
    expect((await t.admin(['frobnicate'])).exitCode).toBe(2);
    expect((await t.admin(['list-users', '--bogus'])).exitCode).toBe(2);
  });

  it('the one-time sign-in link sets a password and signs in, once', async () => {
    const made = JSON.parse((await t.admin(['create-user', '--email', 'invited@desk.test', '--role', 'agent', '--json'])).stdout);
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
    expect(me.json()).toMatchObject({ authenticated: true, user: { email: 'agent@desk.test', role: 'agent', agency: { name: 'Seven Mile Desk', maxDiscountPercent: 15 } } });
    expect(me.headers['cache-control']).toBe('no-store');
    // Only hashes are stored.
    const stored = await rows(t, `SELECT token_hash FROM refresh_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(tokens.refreshToken);
    const [user] = await rows(t, `SELECT password_hash FROM users WHERE email = 'agent@desk.test'`);
    expect(user.password_hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
  });

  it('answers the same 401 for an unknown user and for a wrong password', async () => {
    const unknown = await post('auth/login', { email: 'nobody@desk.test', password: PASSWORD }, { 'x-forwarded-for': '10.0.0.1' });
    const wrong = await post('auth/login', { email: 'agent@desk.test', password: 'not the password' }, { 'x-forwarded-for': '10.0.0.1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ message: 'Incorrect email or password.', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses bad input with a 400 and no tokens', async () => {
    for (const body of [{}, { email: 'agent@desk.test' }, { email: 'not an email', password: 'x' }, { email: 'agent@desk.test', password: 'x'.repeat(201) }]) {
      const res = await post('auth/login', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is limited per account, counted in the database, with Retry-After', async () => {
    await agentWithTokens(t, 'limited@desk.test');
    const before = (await rows(t, `SELECT count(*)::int AS n FROM auth_sessions`))[0].n;
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await post('auth/login', { email: 'limited@desk.test', password: 'wrong guess' })).statusCode);
    expect(answers.slice(0, 9).every((s) => s === 401)).toBe(true);
    const refused = await post('auth/login', { email: 'limited@desk.test', password: PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many sign-in attempts/);
    expect((await rows(t, `SELECT count(*)::int AS n FROM auth_sessions`))[0].n).toBe(before);
    const counted = await rows(t, `SELECT bucket, count FROM rate_counters WHERE bucket LIKE 'login-account:%'`);
    expect(counted.some((r) => r.count >= 12)).toBe(true);
    expect(counted.map((r) => r.bucket).join()).not.toContain('limited@desk.test');
    // A new window lets the account in again.
    t.setNow(new Date(Date.parse(NOW) + 16 * 60_000));
    await login(t, 'limited@desk.test');
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
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${tokens.accessToken.split('.')[2]}`;
    expect((await whoAmI(forged)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: `${API}/auth/user-auth-check`, headers: { 'user-authorization': 'Basic abc' } });
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
    const { sid } = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString());
    await rows(t, `UPDATE auth_sessions SET expires_at = '${new Date(Date.parse(NOW) - 60_000).toISOString()}' WHERE id = '${sid}'`);
    await expectRefused(tokens.accessToken);
  });

  it('a disabled user cannot refresh or sign in; enabled again, can', async () => {
    const tokens = await agentWithTokens(t, 'leaving@desk.test');
    expect((await t.admin(['disable-user', '--email', 'leaving@desk.test'])).exitCode).toBe(0);
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    expect((await whoAmI(tokens.accessToken)).statusCode).toBe(401);
    const signIn = await post('auth/login', { email: 'leaving@desk.test', password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    await t.admin(['enable-user', '--email', 'leaving@desk.test']);
    await login(t, 'leaving@desk.test');
  });

  it('a disabled agency ends its agents\' sessions at the next refresh', async () => {
    const tokens = await agentWithTokens(t, 'closing@desk.test', { agency: 'Closing Desk' });
    await t.admin(['disable-agency', '--agency', 'Closing Desk']);
    expect((await post('auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
    await t.admin(['enable-agency', '--agency', 'Closing Desk']);
  });
});

describe('the login limit per address', () => {
  it('counts every account tried from one network', async () => {
    t.setNow(new Date(Date.parse(NOW) + 3 * 3_600_000)); // a window of its own
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await post('auth/login', { email: `someone${i}@desk.test`, password: 'guess' })).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    t.setNow(NOW);
  });
});
