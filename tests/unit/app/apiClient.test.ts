// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildQuery } from '../../../src/app/http/client';
import { ApiError, problemText } from '../../../src/app/http/ApiError';
import { onSessionEnded } from '../../../src/app/http/tokens';
import {
  CACHE_STORAGE_KEY,
  createQueryClient,
  keepServerDataOnLeave,
  persistNow,
  persistOptions,
  restoreCache,
  restoredAtOnce,
} from '../../../src/app/http/queryClient';
import { onlineManager } from '@tanstack/react-query';
import { boats, faq } from '../../../src/app/http/resources';
import { BOAT } from '../domain/examples';
import { jsonAnswer, stubFetch } from './fetchStub';

const fetchMock = stubFetch();

beforeEach(() => localStorage.clear());

describe('API client', () => {
  it('sends the environment header and the stored bearer token on every call, JSON with a body', async () => {
    localStorage.setItem('accessToken', 'abc');
    fetchMock.mockImplementation(async () => jsonAnswer(200, []));
    await apiRequest('faq/country/cayman-islands');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/web/faq/country/cayman-islands');
    const headers = init.headers as Headers;
    // The server refuses a JSON content type on a bodiless request (a DELETE), so only a body brings one.
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('X-Environment')).toBe('TEST');
    expect(headers.get('User-Authorization')).toBe('Bearer abc');

    await apiRequest('create-checkout-session', {
      base: '/api/v1/payment',
      method: 'POST',
      body: { a: 1 },
      idempotencyKey: 'k1',
    });
    const [postUrl, postInit] = fetchMock.mock.calls[1]!;
    expect(postUrl).toBe('/api/v1/payment/create-checkout-session');
    const postHeaders = postInit.headers as Headers;
    expect(postHeaders.get('Content-Type')).toBe('application/json');
    expect(postHeaders.get('Idempotency-Key')).toBe('k1');
    expect(postHeaders.get('X-Environment')).toBe('TEST');
    expect(postInit.body).toBe('{"a":1}');
  });

  it('counts a page of HTML where JSON was expected (a captive portal, a proxy) as no connection, at any status', async () => {
    const portal = (status: number) =>
      new Response('<html><body>Welcome to Port WiFi</body></html>', {
        status,
        headers: { 'Content-Type': 'text/html' },
      });
    for (const status of [200, 404, 502, 511]) {
      fetchMock.mockResolvedValueOnce(portal(status));
      const error = await apiRequest('faq/country/cayman-islands').catch((e: unknown) => e);
      expect(error, `status ${status}`).toBeInstanceOf(ApiError);
      expect((error as ApiError).offline, `status ${status}`).toBe(true);
    }
    // The API's own JSON 404 is still the page that does not exist.
    fetchMock.mockResolvedValueOnce(jsonAnswer(404, { message: 'No such page', code: 'NOT_FOUND' }));
    const notFound = (await apiRequest('faq/country/nowhere').catch((e: unknown) => e)) as ApiError;
    expect([notFound.offline, notFound.notFound]).toEqual([false, true]);
  });

  it('repeats array filters as keys', () => {
    expect(buildQuery({ destination: 'cayman-islands', amenities: ['Shade', 'Cooler'], price: undefined })).toBe(
      '?destination=cayman-islands&amenities=Shade&amenities=Cooler',
    );
  });

  it('refreshes the token once on 401 and retries', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r1');
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }))
      .mockResolvedValueOnce(jsonAnswer(200, { data: { accessToken: 'new', refreshToken: 'r2' } }))
      .mockResolvedValueOnce(jsonAnswer(200, { ok: true }));
    await expect(apiRequest('auth/user-auth-check')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/web/auth/refresh');
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toEqual({ refreshToken: 'r1' });
    expect((fetchMock.mock.calls[2]![1].headers as Headers).get('User-Authorization')).toBe('Bearer new');
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  const jwt = (iat: number, exp: number) => `h.${btoa(JSON.stringify({ iat, exp })).replace(/=+$/, '')}.s`;

  it('refreshes a token in its last third before sending, so the server never has to refuse it', async () => {
    const now = Math.floor(Date.now() / 1000);
    localStorage.setItem('accessToken', jwt(now - 11, now + 4));
    localStorage.setItem('refreshToken', 'r1');
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, { data: { accessToken: 'new', refreshToken: 'r2' } }))
      .mockResolvedValueOnce(jsonAnswer(200, { ok: true }));
    await expect(apiRequest('operator/manifest')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/web/auth/refresh');
    expect((fetchMock.mock.calls[1]![1].headers as Headers).get('User-Authorization')).toBe('Bearer new');
  });

  it('sends a young token as it is, and an aging one as it is when the refresh finds no network', async () => {
    const now = Math.floor(Date.now() / 1000);
    const young = jwt(now - 2, now + 13);
    localStorage.setItem('accessToken', young);
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ok: true }));
    await apiRequest('operator/manifest');
    expect((fetchMock.mock.calls[0]![1].headers as Headers).get('User-Authorization')).toBe(`Bearer ${young}`);
    const aging = jwt(now - 14, now + 1);
    localStorage.setItem('accessToken', aging);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonAnswer(200, { ok: true }));
    await expect(apiRequest('operator/manifest')).resolves.toEqual({ ok: true });
    expect((fetchMock.mock.calls[2]![1].headers as Headers).get('User-Authorization')).toBe(`Bearer ${aging}`);
    expect(localStorage.getItem('refreshToken')).toBe('r1');
  });

  it('offline, filters the kept fleet with the API rule when the filtered list was never asked online', async () => {
    const big = { ...BOAT, _id: 'boat-2', urlTitle: 'big', maxGuests: 20 };
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonAnswer(200, [BOAT, big]));
    const found = await boats.fetch(undefined, 'cayman-islands', { guests: 14 });
    expect(found.map((b) => b._id)).toEqual(['boat-2']);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/web/boat?destination=cayman-islands&sort=price&guests=14');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/web/boat?destination=cayman-islands&sort=price');
    // The whole fleet's own read failing offline is that failure, not a second try.
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(boats.fetch(undefined, 'cayman-islands')).rejects.toMatchObject({ offline: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('clears tokens on 401 without a refresh token', async () => {
    localStorage.setItem('accessToken', 'old');
    fetchMock.mockResolvedValue(jsonAnswer(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('auth/user-auth-check')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('sends one refresh however many calls fail together, and retries each with the new token', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/auth/refresh')) {
        await new Promise((done) => setTimeout(done, 20));
        return jsonAnswer(200, { accessToken: 'new', refreshToken: 'r2' });
      }
      return (init.headers as Headers).get('User-Authorization') === 'Bearer new'
        ? jsonAnswer(200, { ok: url })
        : jsonAnswer(401, { code: 'TOKEN_EXPIRED' });
    });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((p) => apiRequest(`booking/${p}`)));
    expect(answers.map((a) => (a as { ok: string }).ok)).toEqual(
      ['a', 'b', 'c', 'd'].map((p) => `/api/v1/web/booking/${p}`),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it("when the refresh is refused: 'Error refreshing token', tokens cleared, the session ended", async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'r1');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      jsonAnswer(401, { message: 'Your session has ended. Please sign in again.', code: 'SESSION_ENDED' }),
    );
    await expect(apiRequest('booking/reservations')).rejects.toMatchObject({ status: 401 });
    expect(logged).toHaveBeenCalledWith('Error refreshing token');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    stop();
    logged.mockRestore();
  });

  it('sends no token and clears a lone refresh token when no access token is stored', async () => {
    localStorage.setItem('refreshToken', 'r1');
    fetchMock.mockResolvedValue(jsonAnswer(200, []));
    await apiRequest('faq/country/x');
    expect((fetchMock.mock.calls[0]![1].headers as Headers).get('User-Authorization')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it("says 'Fetch failed!' when the network fails and 'Something went wrong!' for a server error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('faq/country/x')).rejects.toMatchObject({ message: 'Fetch failed!', status: null });
    fetchMock.mockResolvedValueOnce(jsonAnswer(500, { message: 'stack trace', code: 'INTERNAL' }));
    await expect(apiRequest('faq/country/x')).rejects.toMatchObject({ message: 'Something went wrong!', status: 500 });
    fetchMock.mockResolvedValueOnce(jsonAnswer(404, { message: 'Boat not found', code: 'NOT_FOUND' }));
    await expect(apiRequest('boat/nope')).rejects.toMatchObject({ notFound: true, code: 'NOT_FOUND' });
  });

  it("tells the user the form's offline text, the API's own message, or the generic one for anything else", () => {
    expect(problemText(ApiError.network(), 'Cancelling needs a connection.')).toBe('Cancelling needs a connection.');
    expect(problemText(ApiError.server(409, 'TAKEN', 'That time was just taken.'), 'offline')).toBe(
      'That time was just taken.',
    );
    expect(problemText(new TypeError('x is undefined'), 'offline')).toBe('Something went wrong!');
  });

  it('rejects an answer that does not fit its schema', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, [{ question: 'no id' }]));
    await expect(faq.fetch(undefined, 'cayman-islands')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('persisted cache', () => {
  it('keeps only allowlisted entries that still match their schema', () => {
    const item = { _id: 'faq-1', countryId: 'c', category: 'Booking', question: 'Q?', answer: 'A.' };
    const entry = (key: unknown[], data: unknown) => ({
      queryKey: key,
      queryHash: JSON.stringify(key),
      state: { status: 'success', data },
    });
    const text = JSON.stringify({
      timestamp: Date.now(),
      buster: '0.1.0',
      clientState: {
        mutations: [],
        queries: [
          entry([...faq.key('cayman-islands')], [item]),
          entry([...faq.key('other')], [{ broken: true }]),
          entry(['booking', 'hold'], { secret: 1 }),
        ],
      },
    });
    const restored = restoreCache(text);
    expect(restored.clientState.queries.map((q) => q.queryKey)).toEqual([[...faq.key('cayman-islands')]]);
  });

  const item = (id: string) => ({ _id: id, countryId: 'c', category: 'Booking', question: 'Q?', answer: 'A.' });
  const stored = () =>
    JSON.parse(localStorage.getItem(CACHE_STORAGE_KEY) ?? 'null') as {
      buster: string;
      clientState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    } | null;
  /** A client holding the server's data for one page, as main.tsx builds it. */
  const withServerData = () => {
    const client = createQueryClient();
    client.setQueryData([...faq.key('cayman-islands')], [item('server')]);
    client.setQueryData(['booking', 'hold'], { secret: 1 });
    return client;
  };

  it('checks each entry of a copy another build saved, and not again one this build saved', () => {
    persistNow(withServerData(), persistOptions());
    const copy = JSON.parse(localStorage.getItem(CACHE_STORAGE_KEY) ?? '{}') as {
      savedBy?: string;
      clientState: { queries: { state: { data: unknown } }[] };
    };
    // An entry this build would not take: only a check finds it.
    copy.clientState.queries[0]!.state.data = [{ broken: true }];
    const restoredFrom = (savedBy: string | undefined) =>
      restoreCache(JSON.stringify({ ...copy, savedBy })).clientState.queries.length;
    expect(restoredFrom(copy.savedBy)).toBe(1);
    expect(restoredFrom('https://example.test/assets/index-older.js')).toBe(0);
    expect(restoredFrom(undefined)).toBe(0);
  });

  it("keeps the server's data on the device at once once restored, not a second later", () => {
    persistNow(withServerData(), persistOptions());
    expect(stored()?.clientState.queries.map((q) => q.queryKey)).toEqual([[...faq.key('cayman-islands')]]);
  });

  it("merges the server's data into the device's copy when the page is left before the restore, and stops once told", () => {
    const options = persistOptions();
    const entry = (country: string, id: string) => ({
      queryKey: [...faq.key(country)],
      queryHash: JSON.stringify(faq.key(country)),
      state: { status: 'success', data: [item(id)] },
    });
    const keep = (buster: string) =>
      localStorage.setItem(
        CACHE_STORAGE_KEY,
        JSON.stringify({
          timestamp: Date.now(),
          buster,
          clientState: { mutations: [], queries: [entry('cayman-islands', 'old'), entry('other', 'other')] },
        }),
      );
    const stop = keepServerDataOnLeave(withServerData(), options);
    keep(options.buster ?? '');
    window.dispatchEvent(new Event('pagehide'));
    expect(
      stored()?.clientState.queries.map((q) => [q.queryKey[2], (q.state.data as { _id: string }[])[0]!._id]),
    ).toEqual([
      ['other', 'other'],
      ['cayman-islands', 'server'],
    ]);

    keep('an older version');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.clientState.queries.map((q) => q.queryKey[2])).toEqual(['cayman-islands']);

    stop();
    localStorage.removeItem(CACHE_STORAGE_KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toBeNull();
  });

  it("puts the device's copy in the cache before the first render on the static shell, and leaves a copy the restore would drop", async () => {
    const options = persistOptions();
    const keep = (buster: string, timestamp = Date.now()) =>
      localStorage.setItem(
        CACHE_STORAGE_KEY,
        JSON.stringify({
          timestamp,
          buster,
          clientState: {
            mutations: [],
            queries: [
              {
                queryKey: [...faq.key('cayman-islands')],
                queryHash: JSON.stringify(faq.key('cayman-islands')),
                state: { status: 'success', data: [item('kept')] },
              },
            ],
          },
        }),
      );
    keep(options.buster ?? '');
    const client = createQueryClient();
    const atOnce = restoredAtOnce(client, options);
    expect(client.getQueryData([...faq.key('cayman-islands')])).toEqual([item('kept')]);
    // Restored already: the provider's own restore puts nothing in a second time.
    expect(await atOnce.persister.restoreClient()).toBeUndefined();

    for (const unusable of [
      () => keep('an older version'),
      () => keep(options.buster ?? '', Date.now() - 2 * 86_400_000),
      () => localStorage.setItem(CACHE_STORAGE_KEY, '{'),
    ]) {
      unusable();
      const empty = createQueryClient();
      expect(restoredAtOnce(empty, options)).toBe(options);
      expect(empty.getQueryData([...faq.key('cayman-islands')])).toBeUndefined();
    }
  });
});

describe('actions with no signal', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('are sent at once and fail at once, not paused to act later unasked', async () => {
    onlineManager.setOnline(false);
    const sent = vi.fn(() => Promise.reject(ApiError.network()));
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: sent });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ offline: true });
    expect(sent).toHaveBeenCalledTimes(1);
  }, 2000); // paused, it would wait for the signal: fail soon and plainly
});
