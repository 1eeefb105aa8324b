// The operator's tests' app (issue #19): an admin, a captain and an agent signed in, and a guest's paid booking in a
// call.
import { API } from './bookingTestApp';
import { createCheckout, holdTrip, PAY, rows } from './paymentTestApp';
import { agentWithTokens, bearer, buildAgentTestApp, type AgentTestApp } from './agentTestApp';

export const OP = `${API}/operator`;
export const CARD_FORM = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=Ana+Ebanks';

export interface OperatorTestApp extends AgentTestApp {
  /** Access tokens of an admin, a captain and an agent. */
  tokens: { admin: string; captain: string; agent: string };
}

export async function buildOperatorTestApp(): Promise<OperatorTestApp> {
  const t = await buildAgentTestApp({ accessTokenSeconds: 30 * 86_400 });
  const admin = (await agentWithTokens(t, 'office@charters.test', { role: 'admin' })).accessToken;
  const captain = (await agentWithTokens(t, 'skipper@charters.test', { role: 'captain' as 'admin' })).accessToken;
  const agent = (await agentWithTokens(t, 'desk@seven.test', { agency: 'Seven Mile Desk' })).accessToken;
  return Object.assign(t, { tokens: { admin, captain, agent } });
}

/** Pays a test checkout's session through its page, as the guest's browser would; the redirect's location. */
export async function payTestCheckout(t: AgentTestApp, url: string) {
  return t.pay.inject({
    method: 'POST',
    url,
    payload: CARD_FORM,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Holds, checks out and pays a trip of the small boat as a guest device: its reference, cookie and signed token. */
export async function bookTrip(t: AgentTestApp, startTime: string) {
  const { body, cookie } = await holdTrip(t, startTime);
  const started = await createCheckout(t, body, cookie);
  if (started.status !== 200) throw new Error(JSON.stringify(started.body));
  const paid = await payTestCheckout(t, started.body.url);
  const token = new URL(paid.headers.location as string, 'http://x').searchParams.get('token')!;
  const status = (
    await t.pay.inject({ method: 'GET', url: `${PAY}/status/${started.body.paymentStorageId}`, headers: { cookie } })
  ).json();
  return {
    ref: status.bookingRef as string,
    cookie,
    token,
    amount: started.body.amountCents as number,
    paymentId: started.body.paymentStorageId as string,
  };
}

export const getAs = (t: AgentTestApp, url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
export const postAs = (
  t: AgentTestApp,
  url: string,
  payload: unknown,
  token?: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
/** The outbox's mails of a kind (about one booking). */
export const mailsOf = (t: AgentTestApp, kind: string, ref?: string) =>
  rows(
    t,
    `SELECT recipient, text_body FROM email_outbox WHERE kind = '${kind}'${ref ? ` AND text_body LIKE '%${ref}%'` : ''}`,
  );
