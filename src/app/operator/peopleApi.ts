// The People tab's calls (operator/people, operator/agencies; docs/operator-api.md). Online only: they change who may
// sign in, so nothing is queued for later.
import { array } from 'superstruct';
import {
  agencyItem,
  invitedAnswer,
  person,
  type AgencyRequest,
  type InviteRequest,
  type RoleRequest,
} from '../../domain/office';
import type { FieldError } from '../../domain/schema';
import { isApiError } from '../http/ApiError';
import { apiRequest } from '../http/client';
import { OPERATOR_QUERIES } from './operatorApi';

const enc = encodeURIComponent;
export const PEOPLE_QUERY = [...OPERATOR_QUERIES, 'people'] as const;

export const fetchPeople = (signal?: AbortSignal) => apiRequest('operator/people', { schema: array(person), signal });
export const fetchAgencies = (signal?: AbortSignal) =>
  apiRequest('operator/agencies', { schema: array(agencyItem), signal });

export const invitePerson = (body: InviteRequest) =>
  apiRequest('operator/people', { method: 'POST', body, schema: invitedAnswer });
export const changeRole = (id: string, body: RoleRequest) =>
  apiRequest(`operator/people/${enc(id)}/role`, { method: 'POST', body, schema: person });
export const setDisabled = (id: string, disabled: boolean) =>
  apiRequest(`operator/people/${enc(id)}/disabled`, { method: 'POST', body: { disabled }, schema: person });
export const sendSignInLink = (id: string) =>
  apiRequest(`operator/people/${enc(id)}/sign-in-link`, { method: 'POST', body: {}, schema: invitedAnswer });

export const saveAgency = (id: string | null, body: AgencyRequest) =>
  apiRequest(id ? `operator/agencies/${enc(id)}` : 'operator/agencies', {
    method: id ? 'PUT' : 'POST',
    body,
    schema: agencyItem,
  });

/** The fields a refusal names (a taken e-mail, a cap off the scale), to show each beside its field. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!isApiError(error) || !Array.isArray(error.details)) return {};
  return Object.fromEntries(
    (error.details as FieldError[]).filter((e) => typeof e?.path === 'string').map((e) => [e.path, e.message]),
  );
}
