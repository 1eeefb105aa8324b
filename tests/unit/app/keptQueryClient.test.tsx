// @vitest-environment jsdom
// The app's query cache on the device: restored, then saved on every change, and never saved over the device's copy
// before that copy is in. The end of the restore renders nothing again (it was one long task over the whole page).
import { cleanup, render, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeptQueryClientProvider } from '../../../src/app/http/KeptQueryClientProvider';
import { CACHE_STORAGE_KEY, createQueryClient, persistNow, persistOptions } from '../../../src/app/http/queryClient';
import { countryByUrlTitle } from '../../../src/app/http/resources';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

/** A kept read of a country the catalogue does not know: its answer is null, which the schema accepts. */
const keyOf = (urlTitle: string) => countryByUrlTitle.key(urlTitle);
/** The device's copy as the app writes it, holding these reads. */
function deviceCopy(...urlTitles: string[]) {
  const earlier = createQueryClient();
  for (const urlTitle of urlTitles) earlier.setQueryData(keyOf(urlTitle), null);
  persistNow(earlier, persistOptions(localStorage), localStorage);
}
const keptOnDevice = () => {
  const text = localStorage.getItem(CACHE_STORAGE_KEY);
  return text ? (JSON.parse(text).clientState.queries as { queryKey: unknown[] }[]).map((q) => q.queryKey[2]) : [];
};

function Reader({ urlTitle, rendered }: { urlTitle: string; rendered: () => void }) {
  rendered();
  const { data, status } = useQuery({ queryKey: keyOf(urlTitle), queryFn: () => new Promise<null>(() => undefined) });
  return <p>{`${status} ${String(data)}`}</p>;
}

describe('the query cache kept on the device', () => {
  it('restores the copy, renders no reader again for it, and saves every later change beside it', async () => {
    deviceCopy('elsewhere');
    const client = createQueryClient();
    client.setQueryData(keyOf('here'), null); // the server's data, in the page
    const rendered = vi.fn();
    const restored = vi.fn();
    render(
      <KeptQueryClientProvider client={client} persistOptions={persistOptions(localStorage)} onRestored={restored}>
        <Reader urlTitle="here" rendered={rendered} />
      </KeptQueryClientProvider>,
    );
    await waitFor(() => expect(restored).toHaveBeenCalledTimes(1));
    expect(client.getQueryState(keyOf('elsewhere'))?.status).toBe('success');
    expect(rendered).toHaveBeenCalledTimes(1);

    client.setQueryData(keyOf('later'), null);
    await waitFor(() => expect(keptOnDevice().sort()).toEqual(['elsewhere', 'here', 'later']), { timeout: 3000 });
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('saves nothing until the copy is in, so that the copy is never written over', async () => {
    deviceCopy('elsewhere');
    let letRestore = () => {};
    const waited = new Promise<void>((resolve) => (letRestore = resolve));
    const options = persistOptions(localStorage);
    const slow = {
      ...options,
      persister: { ...options.persister, restoreClient: () => waited.then(() => options.persister.restoreClient()) },
    };
    const client = createQueryClient();
    render(
      <KeptQueryClientProvider client={client} persistOptions={slow}>
        <Reader urlTitle="here" rendered={() => undefined} />
      </KeptQueryClientProvider>,
    );
    // The test's clock: past the persister's one-second throttle at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      client.setQueryData(keyOf('before'), null);
      await vi.advanceTimersByTimeAsync(1300);
    } finally {
      vi.useRealTimers();
    }
    expect(keptOnDevice()).toEqual(['elsewhere']);

    letRestore();
    await waitFor(() => expect(client.getQueryState(keyOf('elsewhere'))?.status).toBe('success'));
    client.setQueryData(keyOf('after'), null);
    await waitFor(() => expect(keptOnDevice().sort()).toEqual(['after', 'before', 'elsewhere']), { timeout: 3000 });
  });
});
