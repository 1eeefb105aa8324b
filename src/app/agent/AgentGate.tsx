// The agents' pages open only for a signed-in user whose role may do what the page does (an agent or admin): a
// signed-in user whose role may not (a captain) is told so, with a way to their own page; anyone else is sent to sign
// in, and sent there again, with a clear message, when the session ends while they work. Offline the role is the one
// kept with the session; a session kept without one (before roles were kept) opens nothing until the next connection.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { mayDo, type Permission, type SignedInUser, type UserRole } from '../../domain/office';
import { agentTripBuilderPath, myBookingsPath, operatorPath, startPageOf, startPathOf } from '../../domain/protocol';
import { isApiError } from '../http/ApiError';
import { getSessionRole, onSessionEnded } from '../http/tokens';
import { Spinner } from '../ui/Spinner';
import { useOfficeCountry } from '../country';
import { fetchSignedInUser } from './agentApi';
import { AGENT_GATE_TEXT } from './agentGateText';
import { hasSession, meKey, sessionEnded, signInHref, signOut } from './agentSession';

function useSignedInUser() {
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => fetchSignedInUser(signal),
    enabled: hasSession(),
    retry: false,
    staleTime: 60_000,
  });
}

/** What a gated page needs of the user's role, and what it tells a signed-in user whose role may not. */
export interface PageAccess {
  permission: Permission;
  refusal: string;
}

export const AGENT_PAGES_ACCESS: PageAccess = { permission: 'reserve', refusal: AGENT_GATE_TEXT.notForAgentPages };

/** Signs out and opens the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const { urlTitle } = useOfficeCountry();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return async () => {
    await signOut(queryClient);
    navigate(signInHref(urlTitle));
  };
}

/** Offline, `user` is unknown (null): the kept role still says which page is theirs. */
function NotForThisAccount({ role, user, refusal }: { role: UserRole; user: SignedInUser | null; refusal: string }) {
  const { urlTitle } = useOfficeCountry();
  const leave = useSignOut();
  return (
    <div className="agent-page container">
      <div className="agent-card">
        <h1>{AGENT_GATE_TEXT.notForAccountTitle}</h1>
        <p className="agent-notice" role="alert">
          {refusal}
        </p>
        {user && (
          <p className="agent-muted">
            {AGENT_GATE_TEXT.signedInAs(user.name || user.email, user.agency?.name ?? null)}
          </p>
        )}
        <Link href={startPathOf(urlTitle, role)} className="button button--primary">
          {AGENT_GATE_TEXT.startPage[startPageOf(role)]}
        </Link>
        <button type="button" className="button button--ghost" onClick={() => void leave()}>
          {AGENT_GATE_TEXT.signOut}
        </button>
      </div>
    </div>
  );
}

/** Offline with a session whose role the device never kept: nothing opens blindly; the next connection tells. */
function RoleUnknownOffline() {
  const leave = useSignOut();
  return (
    <div className="agent-page container">
      <div className="agent-card">
        <h1>{AGENT_GATE_TEXT.roleUnknownTitle}</h1>
        <p className="agent-notice" role="alert">
          {AGENT_GATE_TEXT.roleUnknown}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void leave()}>
          {AGENT_GATE_TEXT.signOut}
        </button>
      </div>
    </div>
  );
}

/** `children` gets the user (null offline: unknown) and their role (offline, the one kept with the session). */
export function AgentGate({
  access,
  children,
}: {
  access: PageAccess;
  children: (user: SignedInUser | null, role: UserRole) => ReactNode;
}) {
  const { urlTitle } = useOfficeCountry();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const me = useSignedInUser();
  useEffect(
    () =>
      onSessionEnded(() => {
        sessionEnded(queryClient);
        navigate(signInHref(urlTitle, location));
      }),
    [queryClient, navigate, urlTitle, location],
  );

  if (!hasSession()) return <Redirect to={signInHref(urlTitle, location)} replace />;
  if (me.isPending) return <Spinner />;
  // No answer (offline): the page works on what the device has; what needs the server says so itself.
  if (me.isError && !(isApiError(me.error) && me.error.offline))
    return <Redirect to={signInHref(urlTitle, location)} replace />;
  const user = me.data ?? null;
  const role = user?.role ?? getSessionRole();
  if (role === null) return <RoleUnknownOffline />;
  if (!mayDo(role, access.permission)) return <NotForThisAccount role={role} user={user} refusal={access.refusal} />;
  return <>{children(user, role)}</>;
}

export function AgentBar({ user }: { user: SignedInUser | null }) {
  const { urlTitle } = useOfficeCountry();
  const leave = useSignOut();
  return (
    <nav className="agent-bar container" aria-label="Agent">
      <span className="agent-bar__who">
        {user
          ? AGENT_GATE_TEXT.signedInAs(user.name || user.email, user.agency?.name ?? null)
          : AGENT_GATE_TEXT.signedIn}
      </span>
      <Link href={agentTripBuilderPath(urlTitle)} className="agent-bar__link">
        {AGENT_GATE_TEXT.tripBuilder}
      </Link>
      <Link href={myBookingsPath(urlTitle)} className="agent-bar__link">
        {AGENT_GATE_TEXT.myBookings}
      </Link>
      {user && mayDo(user.role, 'manifest') && (
        <Link href={operatorPath(urlTitle)} className="agent-bar__link">
          {AGENT_GATE_TEXT.operatorPage}
        </Link>
      )}
      <button type="button" className="button button--ghost agent-bar__out" onClick={() => void leave()}>
        {AGENT_GATE_TEXT.signOut}
      </button>
    </nav>
  );
}
