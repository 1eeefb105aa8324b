// The agents' pages open only for a signed-in agent or admin: anyone else is sent to sign in, and sent there again,
// with a clear message, when the session ends while they work.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { SignedInUser } from '../../domain/auth';
import { agentTripBuilderPath, myBookingsPath } from '../../domain/agentPaths';
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

export function AgentGate({ children }: { children: (user: SignedInUser | null) => ReactNode }) {
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
  return <>{children(me.data ?? null)}</>;
}

export function AgentBar({ user }: { user: SignedInUser | null }) {
  const country = useCountry();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const leave = async () => {
    await signOut(queryClient);
    navigate(signInHref(country.urlTitle));
  };
  return (
    <nav className="agent-bar container" aria-label="Agent">
      <span className="agent-bar__who">{user ? AGENT_TEXT.signedInAs(user.name || user.email, user.agency?.name ?? null) : AGENT_TEXT.signInTitle}</span>
      <Link href={agentTripBuilderPath(country.urlTitle)} className="agent-bar__link">{AGENT_TEXT.tripBuilder}</Link>
      <Link href={myBookingsPath(country.urlTitle)} className="agent-bar__link">{AGENT_TEXT.myBookings}</Link>
      <button type="button" className="button button--ghost agent-bar__out" onClick={() => void leave()}>{AGENT_TEXT.signOut}</button>
    </nav>
  );
}
