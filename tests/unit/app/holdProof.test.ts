// @vitest-environment jsdom
// A hold from a busy network: the server asks for a proof of work (428), the device solves a hold challenge and sends
// the same request again, same Idempotency-Key, with the proof.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_PROOF_HEADER, HOLD_PROOF_REQUIRED } from '../../../src/domain/protocol';
import { makeChallenge } from './outboxFakes';

// The solver's code is imported at once here; whether the server answers first is reachableImport's own test.
vi.mock('../../../src/app/ui/reachableImport', () => ({ reachableImport: (load: () => Promise<unknown>) => load }));

const { requestHold } = await import('../../../src/app/booking/bookingApi');

const request = {
  startTime: '2026-12-03T10:00:00-05:00',
  tripType: 'STANDARD' as const,
  boats: [{ boatId: 'boat-a', duration: 2, boatRole: 'primary' as const }],
  countryId: 'country-ky',
  timezone: 'America/Cayman',
};
const held = {
  success: true,
  bookingId: 'h_1',
  expiresAt: '2026-12-01T12:15:00.000Z',
  serverNow: '2026-12-01T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('holding a slot from a busy network', () => {
  it('solves the hold challenge when asked and sends the same request again with the proof', async () => {
    const seen: Array<{ url: string; key: string | null; proof: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        seen.push({ url, key: headers.get('Idempotency-Key'), proof: headers.get(HOLD_PROOF_HEADER) });
        if (url.includes('/captcha/challenge')) return Response.json(await makeChallenge());
        if (!headers.get(HOLD_PROOF_HEADER))
          return Response.json({ message: 'busy', code: HOLD_PROOF_REQUIRED }, { status: 428 });
        return Response.json(held);
      }),
    );
    expect(await requestHold(request, 'key-1')).toEqual(held);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/v1/web/booking/hold',
      '/api/v1/web/captcha/challenge?purpose=hold&hours=2',
      '/api/v1/web/booking/hold',
    ]);
    expect(seen[0]!.key).toBe('key-1');
    expect(seen[2]!.key).toBe('key-1');
    const token = JSON.parse(atob(seen[2]!.proof!)) as { challenge: unknown; solution: { counter: number } };
    expect(token.solution.counter).toBe(50);
  });

  it('passes any other refusal on as it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'taken', code: 'CONFLICT' }, { status: 409 })),
    );
    await expect(requestHold(request, 'key-2')).rejects.toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
