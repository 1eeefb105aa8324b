// Who is signed in on the agents' pages. The user is read from auth/user-auth-check (never persisted: only its role is
// kept, with the tokens, for the gates offline); the tokens are the API client's. A session that ends (refresh refused)
// or a sign-out clears everything agent-only: the agent's queries, and the discount and custom time of the kept trip.
import type { QueryClient } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { AUTH_MESSAGES } from '../../domain/office';
import { signInPath } from '../../domain/protocol';
import { getAccessToken, getRefreshToken } from '../http/tokens';
import { clearAgentTerms } from '../state/tripEdits';
import { tripStore } from '../state/tripStore';
import { forgetManifests } from '../state/manifestsKey';
import { logout } from './agentApi';

/** Query keys of everything an agent reads start with this: none is persisted, all go at sign-out. */
export const AGENT_QUERIES = ['agent'] as const;
export const meKey = [...AGENT_QUERIES, 'me'] as const;

/** A message for the sign-in page ('Your session has ended…'), set when an agent is sent there. */
export const agentNotice = proxy({ text: null as string | null });

export const hasSession = () => Boolean(getAccessToken() || getRefreshToken());

/** The sign-in page, coming back to `next` (a path of this site) afterwards. */
export const signInHref = (country: string, next?: string) =>
  `${signInPath(country)}${next ? `?next=${encodeURIComponent(next)}` : ''}`;

function forgetAgentData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: AGENT_QUERIES });
  forgetManifests();
  clearAgentTerms(tripStore);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  await logout();
  forgetAgentData(queryClient);
  agentNotice.text = AUTH_MESSAGES.signedOut;
}

/** The API client gave up on the session: the same clearing, and the reason for the sign-in page. */
export function sessionEnded(queryClient: QueryClient): void {
  forgetAgentData(queryClient);
  agentNotice.text = AUTH_MESSAGES.sessionEnded;
}
