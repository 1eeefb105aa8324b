// The agents' pages open only for a signed-in user whose role may do what the page does (an agent or admin): a
// signed-in user whose role may not (a captain) is told so, with a way to their own page; anyone else is sent to sign
// in, and sent there again, with a clear message, when the session ends while they work.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { mayDo, type Permission, type SignedInUser } from '../../domain/auth';
import { agentTripBuilderPath, myBookingsPath, startPageOf, startPathOf } from '../../domain/agentPaths';
import { isApiError } from '../http/ApiError';
import { onSessionEnded } from '../http/tokens';
import { Spinner } from '../ui/Spinner';
import { useCountry } from '../country/CountryContext';
import { fetchSignedInUser } from './agentApi';
import { AGENT_TEXT } from './agentMessages';
import { hasSession, meKey, sessionEnded, signInHref, signOut } from './agentSession';

export function useSignedInUser() {
  return useQuery({ queryKey: meKey, queryFn: ({ signal }) => fetchSignedInUser(signal), enabled: hasSession(), retry: false, staleTime: 60_000 });
}

/** What a gated page needs of the user's role, and what it tells a signed-in user whose role may not. */
export interface PageAccess {
  permission: Permission;
  refusal: string;
}

export const AGENT_PAGES_ACCESS: PageAccess = { permission: 'reserve', refusal: AGENT_TEXT.notForAgentPages };

/** Signs out and opens the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const country = useCountry();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    await signOut(queryClient);
    navigate(signInHref(country.urlTitle));
  };
}

function NotForThisAccount({ user, refusal }: { user: SignedInUser; refusal: string }) {
  const country = useCountry();
  const leave = useSignOut();
  return (
    <div className="agent-page container">
      <div className="agent-card">
        <h1>{AGENT_TEXT.notForAccountTitle}</h1>
        <p className="agent-notice" role="alert">{refusal}</p>
        <p className="agent-muted">{AGENT_TEXT.signedInAs(user.name || user.email, user.agency?.name ?? null)}</p>
        <Link href={startPathOf(country.urlTitle, user.role)} className="button button--primary">{AGENT_TEXT.startPage[startPageOf(user.role)]}</Link>
        <button type="button" className="button button--ghost" onClick={() => void leave()}>{AGENT_TEXT.signOut}</button>
      </div>
    </div>
  );
}

export function AgentGate({ access, children }: { access: PageAccess; children: (user: SignedInUser | null) => ReactNode }) {
  const country = useCountry();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const me = useSignedInUser();
  useEffect(() => onSessionEnded(() => {
    sessionEnded(queryClient);
    navigate(signInHref(country.urlTitle, location));
  }), [queryClient, navigate, country.urlTitle, location]);

  if (!hasSession()) return <Redirect to={signInHref(country.urlTitle, location)} replace />;
  if (me.isPending) return <Spinner />;
  // No answer (offline): the page works on what the device has; what needs the server says so itself.
  if (me.isError && !(isApiError(me.error) && me.error.offline)) return <Redirect to={signInHref(country.urlTitle, location)} replace />;
  if (me.data && !mayDo(me.data.role, access.permission)) return <NotForThisAccount user={me.data} refusal={access.refusal} />;
  return <>{children(me.data ?? null)}</>;
}

export function AgentBar({ user }: { user: SignedInUser | null }) {
  const country = useCountry();
  const leave = useSignOut();
  return (
    <nav className="agent-bar container" aria-label="Agent">
      <span className="agent-bar__who">{user ? AGENT_TEXT.signedInAs(user.name || user.email, user.agency?.name ?? null) : AGENT_TEXT.signInTitle}</span>
      <Link href={agentTripBuilderPath(country.urlTitle)} className="agent-bar__link">{AGENT_TEXT.tripBuilder}</Link>
      <Link href={myBookingsPath(country.urlTitle)} className="agent-bar__link">{AGENT_TEXT.myBookings}</Link>
      <button type="button" className="button button--ghost agent-bar__out" onClick={() => void leave()}>{AGENT_TEXT.signOut}</button>
    </nav>
  );
}
