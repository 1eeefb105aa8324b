// The whole app with agents: users and agencies made through the admin command, sign-in helpers and a reservation
// body for the payment fixture's catalogue (external ids: calendar, pickup and activity ids).
import { runAdminCommand } from '../../src/server/admin/commands';
import { testAuthSettings, type AuthSettings } from '../../src/server/auth/settings';
import { API } from './bookingTestApp';
import { buildPaymentTestApp, NOW, type PaymentTestApp } from './paymentTestApp';

export interface AgentTestApp extends PaymentTestApp {
  /** `npm run admin -- …` against this app's database. */
  admin(argv: string[], stdin?: string): Promise<{ exitCode: number; stdout: string; stderr: string }>;
}

/** `accessTokenSeconds`: the tests that move the clock by days keep their tokens (expiry has its own test). */
export async function buildAgentTestApp(auth: Partial<AuthSettings> = {}): Promise<AgentTestApp> {
  const t = await buildPaymentTestApp({}, testAuthSettings(auth));
  const admin = (argv: string[], stdin?: string) =>
    runAdminCommand(argv, {
      db: t.database.db,
      now: t.settings.now(),
      publicUrl: 'http://localhost:8080',
      auth: testAuthSettings(),
      readStdin: async () => stdin ?? '',
    });
  return { ...t, admin };
}

export const PASSWORD = 'a long agent password';

/** An agency and an agent of it (or an admin), signed in; answers their tokens. */
export async function agentWithTokens(
  t: AgentTestApp,
  email: string,
  opts: { role?: 'agent' | 'admin'; agency?: string; maxDiscount?: number; onAccount?: boolean } = {},
) {
  if (opts.agency) {
    const exists = await t.admin(['list-agencies', '--json']);
    if (!(JSON.parse(exists.stdout) as Array<{ name: string }>).some((a) => a.name === opts.agency)) {
      const made = await t.admin([
        'create-agency',
        '--name',
        opts.agency,
        '--max-discount',
        String(opts.maxDiscount ?? 15),
        ...(opts.onAccount ? ['--on-account'] : []),
      ]);
      if (made.exitCode !== 0) throw new Error(made.stderr);
    }
  }
  const made = await t.admin(
    [
      'create-user',
      '--email',
      email,
      '--role',
      opts.role ?? 'agent',
      '--name',
      `Agent ${email.split('@')[0]}`,
      ...(opts.agency ? ['--agency', opts.agency] : []),
      '--password-stdin',
    ],
    `${PASSWORD}\n`,
  );
  if (made.exitCode !== 0) throw new Error(made.stderr);
  return login(t, email);
}

export async function login(
  t: PaymentTestApp,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email, password }, headers });
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode}: ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string; user: { id: string; role: string } };
}

export const bearer = (token: string) => ({ 'user-authorization': `Bearer ${token}` });

/** A reservation of the fixture's small boat on Friday 4 December at 13:00 for three guests, paid by link. */
export function reserveBody(overrides: Record<string, unknown> = {}) {
  return {
    countryUrlTitle: 'cayman-fixture',
    regionId: 'reg-north',
    start_date: '2026-12-04',
    end_date: '2026-12-04',
    activities: ['EXT-act-snorkel'],
    boat: 'cal-boat-small',
    pickUpLocation: 'EXT-PUL-1',
    estTimePace: 'standard',
    fishingHours: 3,
    discountType: null,
    discountFee: null,
    customTimeStartDate: null,
    customTimeEndDate: null,
    customTime: null,
    startTime: '2026-12-04T13:00:00-05:00',
    firstName: 'Ana',
    lastName: 'Ebanks',
    email: 'ana@example.test',
    phone: '+13455550100',
    adults: '2',
    kids: '1',
    expire: new Date(Date.parse(NOW) + 7 * 86_400_000).toISOString(),
    payment: 'link',
    ...overrides,
  };
}

export async function reserveAs(t: PaymentTestApp, token: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/booking/reserve`,
    payload: body as object,
    headers: { ...bearer(token), ...headers },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
