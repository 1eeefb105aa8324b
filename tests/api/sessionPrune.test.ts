// The hourly sweep of sign-in rows (the outbox worker runs it with the other prunes), on PGlite and PostgreSQL:
// pruneSessions deletes sessions past their end with their refresh tokens and keeps every other (a live one keeps
// working, a revoked one stays until its end); pruneSignInLinks deletes used and expired one-time links and keeps a
// pending one, which still signs in. Run twice, each deletes nothing more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneSessions } from '../../src/server/auth/sessions';
import { testAuthSettings } from '../../src/server/auth/settings';
import { pruneSignInLinks } from '../../src/server/auth/userStore';
import { API } from '../support/bookingTestApp';
import { agentWithTokens, bearer, buildAgentTestApp, type AgentTestApp } from '../support/agentTestApp';
import { NOW, rows } from '../support/paymentTestApp';

const DAY_MS = 86_400_000;
const { sessionDays, inviteHours } = testAuthSettings();
const at = (ms: number) => new Date(Date.parse(NOW) + ms);

let t: AgentTestApp;
beforeAll(async () => {
  t = await buildAgentTestApp();
}, 60_000);
afterAll(() => t?.close());

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/${path}`, payload, headers });
const whoAmI = (token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/auth/user-auth-check`, headers: bearer(token) });
const sessionOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const sessionIds = async () => (await rows(t, `SELECT id FROM auth_sessions ORDER BY id`)).map((r) => String(r.id));
const tokensOf = async (sid: string) =>
  (await rows(t, `SELECT count(*)::int AS n FROM refresh_tokens WHERE session_id = '${sid}'`))[0].n as number;
const linkOf = async (email: string) => {
  const made = await t.admin(['create-user', '--email', email, '--role', 'agent', '--json']);
  return new URL(JSON.parse(made.stdout).signInLink).searchParams.get('invite')!;
};
const linksOf = async (email: string) =>
  (
    await rows(
      t,
      `SELECT count(*)::int AS n FROM user_invites i JOIN users u ON u.id = i.user_id WHERE u.email = '${email}'`,
    )
  )[0].n as number;

describe('pruneSessions', () => {
  it('deletes a session past its end with its tokens, keeps a live one working and a revoked one until its end', async () => {
    t.setNow(NOW);
    const expired = await agentWithTokens(t, 'expired@prune.test');
    const expiredSid = sessionOf(expired.accessToken);

    // Signed in later: still live, and refreshed once (its used token stays for reuse detection).
    t.setNow(at((sessionDays - 10) * DAY_MS));
    const first = await agentWithTokens(t, 'live@prune.test');
    const liveSid = sessionOf(first.accessToken);
    const refreshed = await post('auth/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const signedOut = await agentWithTokens(t, 'signed-out@prune.test');
    const revokedSid = sessionOf(signedOut.accessToken);
    expect((await post('auth/logout', { refreshToken: signedOut.refreshToken })).statusCode).toBe(200);
    expect(await tokensOf(liveSid)).toBe(2);

    // A day past the first session's end; the live one has ten days to go.
    const sweep = at((sessionDays + 1) * DAY_MS);
    t.setNow(sweep);
    const before = await sessionIds();
    expect(before).toEqual(expect.arrayContaining([expiredSid, liveSid, revokedSid]));
    await pruneSessions(t.database.db, sweep);
    const after = await sessionIds();
    expect(after).not.toContain(expiredSid);
    expect(await tokensOf(expiredSid)).toBe(0);
    expect(after).toEqual(before.filter((id) => id !== expiredSid));
    expect(after).toEqual(expect.arrayContaining([liveSid, revokedSid]));
    const [revoked] = await rows(t, `SELECT revoked_reason FROM auth_sessions WHERE id = '${revokedSid}'`);
    expect(revoked.revoked_reason).toBe('logout');

    // Twice is harmless: nothing more goes.
    await pruneSessions(t.database.db, sweep);
    expect(await sessionIds()).toEqual(after);
    expect(await tokensOf(liveSid)).toBe(2);

    // The deleted session's refresh token answers as an ended one; the live session still refreshes and signs in.
    const gone = await post('auth/refresh', { refreshToken: expired.refreshToken });
    expect([gone.statusCode, gone.json().code]).toEqual([401, 'SESSION_ENDED']);
    const again = await post('auth/refresh', { refreshToken: refreshed.json().refreshToken });
    expect(again.statusCode, again.body).toBe(200);
    const me = await whoAmI(again.json().accessToken);
    expect([me.statusCode, me.json().user.email]).toEqual([200, 'live@prune.test']);
    // Reuse detection still works on the kept session: its first (used) token revokes it.
    expect((await post('auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
    expect((await whoAmI(again.json().accessToken)).statusCode).toBe(401);
  });
});

describe('pruneSignInLinks', () => {
  it('deletes used and expired one-time links and keeps a pending one, which still signs in', async () => {
    t.setNow(NOW);
    await linkOf('lapsed@prune.test');
    const used = await linkOf('used@prune.test');
    expect((await post('auth/accept-invite', { token: used, password: 'a long new password' })).statusCode).toBe(200);

    const sweep = at((inviteHours + 1) * 3_600_000);
    t.setNow(sweep);
    const pending = await linkOf('pending@prune.test');
    for (const email of ['lapsed@prune.test', 'used@prune.test', 'pending@prune.test'])
      expect(await linksOf(email), email).toBe(1);

    await pruneSignInLinks(t.database.db, sweep);
    await pruneSignInLinks(t.database.db, sweep);
    expect([
      await linksOf('lapsed@prune.test'),
      await linksOf('used@prune.test'),
      await linksOf('pending@prune.test'),
    ]).toEqual([0, 0, 1]);

    const reused = await post('auth/accept-invite', { token: used, password: 'another long password' });
    expect(reused.statusCode).toBe(410);
    const accepted = await post('auth/accept-invite', { token: pending, password: 'a long new password' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await whoAmI(accepted.json().accessToken)).json().user.email).toBe('pending@prune.test');
  });
});
