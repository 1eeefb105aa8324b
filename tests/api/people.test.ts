// Issue #58 'People': an admin runs staff and agencies through operator/people and operator/agencies, with the rules
// `npm run admin` applies (server/people/people.ts): invitations emailed through the outbox with an expiring link to
// choose a password, disabling that ends sessions at once, new sign-in links, the last admin kept, clear 4xx answers,
// an audit entry for each change, and when each person last signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../support/bookingTestApp';
import { rows } from '../support/paymentTestApp';
import { bearer, login, PASSWORD } from '../support/agentTestApp';
import { buildOperatorTestApp, getAs, OP, postAs, type OperatorTestApp } from '../support/operatorTestApp';

let t: OperatorTestApp;
let admin: string;

beforeAll(async () => {
  t = await buildOperatorTestApp();
  admin = t.tokens.admin;
}, 120_000);
afterAll(() => t?.close());

type Person = {
  id: string;
  email: string;
  role: string;
  state: string;
  lastSignInAt: string | null;
  agency: { id: string; name: string } | null;
};
const people = async () => (await getAs(t, `${OP}/people`, admin)).json() as Person[];
const personBy = async (email: string) => (await people()).find((p) => p.email === email)!;
/** The token of the last link mailed to someone (the outbox's text carries the link). */
const mailedToken = async (email: string, kind: string) => {
  const [mail] = await rows(
    t,
    `SELECT text_body FROM email_outbox WHERE recipient = '${email}' AND kind = '${kind}' ORDER BY id DESC LIMIT 1`,
  );
  const link = /https?:\/\/\S+\?invite=(\S+)/.exec(mail?.text_body ?? '');
  return link ? decodeURIComponent(link[1]!) : undefined;
};
const accept = (token: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: `${API}/auth/accept-invite`, payload: { token, password } });
const put = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });
const lastAudit = async (action: string) =>
  (await rows(t, `SELECT actor, detail FROM audit_log WHERE action = '${action}' ORDER BY id DESC LIMIT 1`))[0];

describe('who may', () => {
  it('is an admin (the people permission); a captain, an agent or nobody is refused', async () => {
    expect((await getAs(t, `${OP}/people`)).statusCode).toBe(401);
    for (const token of [t.tokens.captain, t.tokens.agent]) {
      expect((await getAs(t, `${OP}/people`, token)).statusCode).toBe(403);
      expect(
        (await postAs(t, `${OP}/agencies`, { name: 'Sneaky', maxDiscountPercent: 50, mayBookOnAccount: true }, token))
          .statusCode,
      ).toBe(403);
    }
    const listed = await getAs(t, `${OP}/people`, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect((listed.json() as Person[]).find((p) => p.email === 'office@charters.test')).toMatchObject({
      role: 'admin',
      state: 'active',
      lastSignInAt: expect.any(String),
    });
  });
});

describe('inviting', () => {
  it('emails a link to choose a password; the invitee signs in with it once, and their sign-in is shown', async () => {
    const res = await postAs(
      t,
      `${OP}/people`,
      { email: ' Skipper.Two@Charters.test ', name: 'Ricky', role: 'captain' },
      admin,
    );
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.person).toMatchObject({
      email: 'skipper.two@charters.test',
      role: 'captain',
      state: 'invited',
      lastSignInAt: null,
    });
    expect(Date.parse(answer.linkExpiresAt) - Date.parse(t.settings.now().toISOString())).toBe(72 * 3_600_000);
    const token = await mailedToken('skipper.two@charters.test', 'staff-invite');
    expect(token).toBeTruthy();
    const audit = await lastAudit('people.invite');
    expect(audit.actor).toMatch(/^user:usr_/);
    expect(audit.detail).toMatchObject({ email: 'skipper.two@charters.test', role: 'captain' });

    expect((await accept(token!, 'short')).statusCode).toBe(400);
    expect((await accept(token!)).statusCode).toBe(200);
    expect((await accept(token!)).statusCode).toBe(410);
    expect(await personBy('skipper.two@charters.test')).toMatchObject({
      state: 'active',
      lastSignInAt: t.settings.now().toISOString(),
    });
  });

  it('refuses a taken e-mail, a bad one and an agency for a non-agent with the field, changing nothing', async () => {
    const before = (await people()).length;
    const taken = await postAs(t, `${OP}/people`, { email: 'OFFICE@charters.test', role: 'agent' }, admin);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Someone with the email office@charters.test exists already (invited or signed up).',
      errors: [{ path: 'email' }],
    });
    const bad = await postAs(t, `${OP}/people`, { email: 'not-an-email', role: 'agent' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('email');
    expect((await postAs(t, `${OP}/people`, { email: 'x@y.test', role: 'owner' }, admin)).statusCode).toBe(400);
    const agency = (await getAs(t, `${OP}/agencies`, admin)).json()[0];
    const captainWithAgency = await postAs(
      t,
      `${OP}/people`,
      { email: 'cap3@charters.test', role: 'captain', agencyId: agency.id },
      admin,
    );
    expect(captainWithAgency.statusCode).toBe(400);
    expect(captainWithAgency.json().errors[0].path).toBe('agencyId');
    expect(
      (await postAs(t, `${OP}/people`, { email: 'agent9@desk.test', role: 'agent', agencyId: 'agc_nobody' }, admin))
        .statusCode,
    ).toBe(404);
    expect((await people()).length).toBe(before);
  });

  it('makes an agent of an agency', async () => {
    const agency = (await getAs(t, `${OP}/agencies`, admin)).json()[0];
    const res = await postAs(
      t,
      `${OP}/people`,
      { email: 'desk2@seven.test', role: 'agent', agencyId: agency.id },
      admin,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().person.agency).toMatchObject({ id: agency.id, name: 'Seven Mile Desk' });
    const lone = await postAs(t, `${OP}/people`, { email: 'lone@desk.test', role: 'agent' }, admin);
    expect(lone.json().warning).toMatch(/no discount/);
  });
});

describe('disabling and sign-in links', () => {
  it('ends the sessions of someone disabled at once; enabled, they sign in again', async () => {
    const { accessToken } = await login(t, 'skipper.two@charters.test');
    expect((await getAs(t, `${OP}/manifest?date=2026-12-04`, accessToken)).statusCode).toBe(200);
    const id = (await personBy('skipper.two@charters.test')).id;
    const off = await postAs(t, `${OP}/people/${id}/disabled`, { disabled: true }, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json().state).toBe('disabled');
    expect((await getAs(t, `${OP}/manifest?date=2026-12-04`, accessToken)).statusCode).toBe(401);
    await expect(login(t, 'skipper.two@charters.test')).rejects.toThrow(/401/);
    expect((await lastAudit('people.disable')).detail).toMatchObject({ userId: id });
    expect((await postAs(t, `${OP}/people/${id}/sign-in-link`, {}, admin)).statusCode).toBe(409);
    expect((await postAs(t, `${OP}/people/${id}/disabled`, { disabled: false }, admin)).json().state).toBe('active');
    await login(t, 'skipper.two@charters.test');
  });

  it('emails a new sign-in link; the one before stops working', async () => {
    const id = (await personBy('desk2@seven.test')).id;
    const first = await mailedToken('desk2@seven.test', 'staff-invite');
    const res = await postAs(t, `${OP}/people/${id}/sign-in-link`, {}, admin);
    expect(res.statusCode).toBe(200);
    const second = await mailedToken('desk2@seven.test', 'staff-invite');
    expect(second).not.toBe(first);
    expect((await accept(first!)).statusCode).toBe(410);
    expect((await accept(second!)).statusCode).toBe(200);
    await postAs(t, `${OP}/people/${id}/sign-in-link`, {}, admin);
    expect(await mailedToken('desk2@seven.test', 'staff-sign-in-link')).toBeTruthy();
    expect(await lastAudit('people.sign-in-link')).toMatchObject({ detail: { userId: id } });
    expect((await postAs(t, `${OP}/people/usr_nobody/sign-in-link`, {}, admin)).statusCode).toBe(404);
  });
});

describe('the last admin', () => {
  it('cannot disable themselves or be made something else, through the API or the command', async () => {
    const self = (await personBy('office@charters.test')).id;
    const off = await postAs(t, `${OP}/people/${self}/disabled`, { disabled: true }, admin);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toMatch(/last active admin/);
    expect((await postAs(t, `${OP}/people/${self}/role`, { role: 'captain' }, admin)).statusCode).toBe(409);
    const command = await t.admin(['disable-user', '--email', 'office@charters.test']);
    expect(command.exitCode).toBe(1);
    expect(command.stderr).toMatch(/last active admin/);
    expect((await getAs(t, `${OP}/people`, admin)).statusCode).toBe(200);

    // A second admin who has chosen a password: now the first may step down, and the role applies at once.
    const made = await postAs(t, `${OP}/people`, { email: 'second@charters.test', role: 'admin' }, admin);
    expect((await postAs(t, `${OP}/people/${self}/role`, { role: 'captain' }, admin)).statusCode).toBe(409); // not signed up yet
    const second = (await accept((await mailedToken('second@charters.test', 'staff-invite'))!)).json()
      .accessToken as string;
    const stepDown = await postAs(t, `${OP}/people/${self}/role`, { role: 'captain' }, admin);
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().role).toBe('captain');
    expect((await getAs(t, `${OP}/people`, admin)).statusCode).toBe(403);
    expect((await lastAudit('people.role')).detail).toMatchObject({
      userId: self,
      before: { role: 'admin' },
      after: { role: 'captain' },
    });
    const secondId = made.json().person.id as string;
    expect((await postAs(t, `${OP}/people/${secondId}/disabled`, { disabled: true }, second)).statusCode).toBe(409);
    expect((await postAs(t, `${OP}/people/${self}/role`, { role: 'admin' }, second)).statusCode).toBe(200);
    expect((await getAs(t, `${OP}/people`, admin)).statusCode).toBe(200);
  });
});

describe('agencies', () => {
  it('creates and edits an agency with its discount cap and on-account flag, each change audited', async () => {
    const made = await postAs(
      t,
      `${OP}/agencies`,
      { name: 'Harbour Concierge', maxDiscountPercent: 12.5, mayBookOnAccount: false },
      admin,
    );
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Harbour Concierge',
      maxDiscountPercent: 12.5,
      mayBookOnAccount: false,
      disabled: false,
      agents: 0,
    });
    const id = made.json().id as string;
    const edited = await put(`${OP}/agencies/${id}`, {
      name: 'Harbour Concierge',
      maxDiscountPercent: 20,
      mayBookOnAccount: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ maxDiscountPercent: 20, mayBookOnAccount: true });
    expect((await lastAudit('agency.update')).detail).toMatchObject({
      agencyId: id,
      before: { maxDiscountPercent: 12.5, mayBookOnAccount: false },
      after: { maxDiscountPercent: 20, mayBookOnAccount: true },
    });
    const listed = (await t.admin(['list-agencies', '--json'])).stdout;
    expect(JSON.parse(listed).find((a: { id: string }) => a.id === id)).toMatchObject({
      maxDiscountPercent: 20,
      mayBookOnAccount: true,
    });
  });

  it('refuses a taken name (any case), a cap off the scale and an unknown agency, changing nothing', async () => {
    const taken = await postAs(
      t,
      `${OP}/agencies`,
      { name: 'seven mile desk', maxDiscountPercent: 5, mayBookOnAccount: false },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'An agency named seven mile desk exists already.',
      errors: [{ path: 'name' }],
    });
    for (const maxDiscountPercent of [101, -1, 12.345]) {
      const res = await postAs(
        t,
        `${OP}/agencies`,
        { name: 'Odd Desk', maxDiscountPercent, mayBookOnAccount: false },
        admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        path: 'maxDiscountPercent',
        message: expect.stringMatching(/from 0 to 100/),
      });
    }
    expect(
      (await put(`${OP}/agencies/agc_nobody`, { name: 'X', maxDiscountPercent: 1, mayBookOnAccount: false }))
        .statusCode,
    ).toBe(404);
    const names = ((await getAs(t, `${OP}/agencies`, admin)).json() as Array<{ name: string }>).map((a) => a.name);
    expect(names).not.toContain('Odd Desk');
  });
});
