// The feedback form's ALTCHA proof, made on the device: a challenge is fetched while online and kept in localStorage
// until it expires (24 h), so a guest offline on a boat can still solve it; the solved proof waits for the next
// submission. Both are read back as untrusted input.
import { is, literal, number, object, string, type } from 'superstruct';
import type { Challenge, Solution } from 'altcha-lib';
import { withDeviceSeed } from '../http/deviceSeed';
import { reachableImport } from '../ui/reachableImport';

const CHALLENGE_KEY = 'cayman.captcha.challenge';
const PROOF_KEY = 'cayman.captcha.proof';
const VERSION = 1;
/** A challenge or proof this close to its expiry is not used: it could expire on the way. */
const EXPIRY_MARGIN_MS = 10 * 60 * 1000;
/** A kept challenge with less than this left is replaced when online. */
const RENEW_BEFORE_MS = 2 * 60 * 60 * 1000;

// Loose (`type`): extra fields the library may add are kept as they are and signed over by the server.
const challengeShape = type({
  parameters: type({
    algorithm: string(),
    nonce: string(),
    salt: string(),
    cost: number(),
    keyLength: number(),
    keyPrefix: string(),
    expiresAt: number(),
  }),
  signature: string(),
});

const keptChallengeShape = type({ version: literal(VERSION), challenge: challengeShape, expiresAt: number() });
const solvedProofShape = object({ version: literal(VERSION), token: string(), expiresAt: number() });

interface Kept<T> {
  version: typeof VERSION;
  expiresAt: number;
  value: T;
}

function read(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the proof is then made when sending.
  }
}

const usable = (expiresAt: number, now: number) => expiresAt - EXPIRY_MARGIN_MS > now;

/** A challenge's expiry in ms; one without expiresAt is treated as already spent. */
export const challengeExpiry = (challenge: Challenge) => (challenge.parameters.expiresAt ?? 0) * 1000;

/** The kept challenge when still usable. */
export function keptChallenge(now = Date.now()): Kept<Challenge> | undefined {
  const stored = read(CHALLENGE_KEY);
  if (!is(stored, keptChallengeShape)) {
    if (stored !== undefined) localStorage.removeItem(CHALLENGE_KEY);
    return undefined;
  }
  if (!usable(stored.expiresAt, now)) {
    localStorage.removeItem(CHALLENGE_KEY);
    return undefined;
  }
  return { version: VERSION, expiresAt: stored.expiresAt, value: stored.challenge as Challenge };
}

export function keepChallenge(challenge: Challenge): void {
  write(CHALLENGE_KEY, { version: VERSION, challenge, expiresAt: challengeExpiry(challenge) });
}

/** The solved proof waiting for the next submission, when still usable. */
export function solvedProof(now = Date.now()): Kept<string> | undefined {
  const stored = read(PROOF_KEY);
  if (!is(stored, solvedProofShape) || !usable(stored.expiresAt, now)) {
    if (stored !== undefined) localStorage.removeItem(PROOF_KEY);
    return undefined;
  }
  return { version: VERSION, expiresAt: stored.expiresAt, value: stored.token };
}

/** Hands the solved proof to one submission: a proof is good for one feedback only. */
export function takeSolvedProof(now = Date.now()): string | undefined {
  const proof = solvedProof(now);
  localStorage.removeItem(PROOF_KEY);
  return proof?.value;
}

/** The post-feedback captchaToken: base64 of the `{ challenge, solution }` JSON (docs/email-api.md). */
function encodeCaptchaToken(challenge: Challenge, solution: Pick<Solution, 'counter' | 'derivedKey'>): string {
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

async function fetchChallenge(purpose = 'feedback', hours?: number): Promise<Challenge | undefined> {
  // Known offline (it may have gone since the call was planned): no request that can only fail.
  if (navigator.onLine === false) return undefined;
  try {
    const response = await withDeviceSeed(() =>
      fetch(`/api/v1/web/captcha/challenge?purpose=${purpose}${hours === undefined ? '' : `&hours=${hours}`}`, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      }),
    );
    if (!response.ok) return undefined;
    const challenge: unknown = await response.json();
    return is(challenge, challengeShape) ? (challenge as Challenge) : undefined;
  } catch {
    return undefined;
  }
}

let renewing: Promise<void> | null = null;

/**
 * Keeps a challenge for later while online; does nothing when one with hours left is already kept. Calls made while
 * one is fetching share it (several may wait on the worker, then all start at once).
 */
export function keepFreshChallenge(now = Date.now()): Promise<void> {
  renewing ??= (async () => {
    const kept = keptChallenge(now);
    if (kept && kept.expiresAt - RENEW_BEFORE_MS > now) return;
    const challenge = await fetchChallenge();
    if (challenge) keepChallenge(challenge);
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** The solver's code, loaded on first use (or ahead, preloadSolver): the first screen does not carry it. */
const loadSolver = reachableImport(() => Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]));

/** The proof-of-work; in the page, as the solver yields to the event loop every 200 ms. */
async function solve(
  challenge: Challenge,
  [{ solveChallenge }, { deriveKey }]: Awaited<ReturnType<typeof loadSolver>>,
): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? encodeCaptchaToken(challenge, solution) : undefined;
}

/** The solver, or undefined when its code cannot be downloaded now (offline before it was kept). */
const solverIfAny = () => loadSolver().catch(() => undefined);

/**
 * Downloads the solver while online (the feedback form calls it on opening): offline without a worker it could not be.
 */
export const preloadSolver = () => void solverIfAny();

let solving: Promise<boolean> | null = null;

/**
 * Makes a proof for the next submission from the kept challenge, or a fresh one when online. false when neither is
 * at hand (offline without a kept challenge): the submission then waits and is proved when the connection returns.
 */
export function solveCaptcha(): Promise<boolean> {
  solving ??= (async () => {
    if (solvedProof()) return true;
    const kept = keptChallenge();
    const challenge = kept?.value ?? (await fetchChallenge());
    if (!challenge) return false;
    // Without its code the kept challenge stays kept, and the submission is proved when the connection returns.
    const solver = await solverIfAny();
    if (!solver) return false;
    // A challenge is spent by the server once: never solve the same one twice.
    localStorage.removeItem(CHALLENGE_KEY);
    const token = await solve(challenge, solver);
    if (!token) return false;
    write(PROOF_KEY, { version: VERSION, token, expiresAt: challengeExpiry(challenge) });
    void keepFreshChallenge();
    return true;
  })().finally(() => {
    solving = null;
  });
  return solving;
}

/** A fresh proof of work for `purpose` (a hold of `hours` from a busy network), solved now; undefined offline. */
export async function proofOfWork(purpose: string, hours?: number): Promise<string | undefined> {
  const challenge = await fetchChallenge(purpose, hours);
  const solver = challenge && (await solverIfAny());
  return challenge && solver ? solve(challenge, solver) : undefined;
}

/** A proof for a submission being sent now: the waiting one, else one solved now; undefined when none can be made. */
export async function proofForSubmission(): Promise<string | undefined> {
  const waiting = takeSolvedProof();
  if (waiting) return waiting;
  return (await solveCaptcha()) ? takeSolvedProof() : undefined;
}
