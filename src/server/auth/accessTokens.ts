// Access tokens: short-lived JWTs signed with HS256 through jose. They carry who is signed in (sub), the role, the
// agency and the session (sid); a token without a session is refused. The signature is checked here; that the session
// is still open is checked per request with the user's row (setup.ts), so sign-out and reuse end a token at once.
import { errors, jwtVerify, SignJWT } from 'jose';
import { USER_ROLES, type UserRole } from '../../domain/office';

const ISSUER = 'cayman-charters';
const AUDIENCE = 'web';
const ALGORITHM = 'HS256';

/** Who a valid access token speaks for. */
export interface Principal {
  userId: string;
  role: UserRole;
  agencyId: string | null;
  sessionId: string;
}

export interface TokenKeys {
  key: Uint8Array;
  lifetimeSeconds: number;
}

export const tokenKeys = (secret: string, lifetimeSeconds: number): TokenKeys => ({
  key: new TextEncoder().encode(secret),
  lifetimeSeconds,
});

export async function signAccessToken(
  keys: TokenKeys,
  principal: Principal,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + keys.lifetimeSeconds) * 1000);
  const token = await new SignJWT({ role: principal.role, agency: principal.agencyId, sid: principal.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(principal.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.key);
  return { token, expiresAt };
}

export type TokenProblem = 'expired' | 'invalid';

/** The principal of a token, or why it cannot be trusted. */
export async function verifyAccessToken(keys: TokenKeys, token: string, now: Date): Promise<Principal | TokenProblem> {
  try {
    const { payload } = await jwtVerify(token, keys.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    const { sub, role, agency, sid } = payload as { sub?: unknown; role?: unknown; agency?: unknown; sid?: unknown };
    if (typeof sub !== 'string' || typeof sid !== 'string' || !(USER_ROLES as readonly unknown[]).includes(role))
      return 'invalid';
    return {
      userId: sub,
      role: role as UserRole,
      agencyId: typeof agency === 'string' ? agency : null,
      sessionId: sid,
    };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
