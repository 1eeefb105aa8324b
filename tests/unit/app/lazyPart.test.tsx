// @vitest-environment jsdom
// A modal whose code cannot be downloaded (offline before the worker kept it) says so and leaves the page as it was;
// opened again it tries again. A part that fails to render is still the page's error.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_UNAVAILABLE } from '../../../src/app/messages';
import { lazyPart } from '../../../src/app/ui/lazyPart';
import { ToastProvider } from '../../../src/app/ui/Toasts';

afterEach(cleanup);
afterEach(() => vi.unstubAllGlobals());

/** The server, as the probe before an import on a page no worker controls sees it. */
function server(answers: () => boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (!answers()) throw new TypeError('Failed to fetch');
      return new Response(null);
    }),
  );
}

class PageBoundary extends Component<{ children: ReactNode }, { error: boolean }> {
  state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  render() {
    return this.state.error ? <p>Page error</p> : this.props.children;
  }
}

function Page({ Part }: { Part: ReturnType<typeof lazyPart<object>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>The page</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Part when={open} onUnavailable={() => setOpen(false)} />
    </>
  );
}

/** A modal's code, downloaded only while `downloadable()` says so. */
const modalCode = (downloadable: () => boolean) =>
  vi.fn(async () => {
    if (!downloadable()) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <div role="dialog">The modal</div>;
  });

const mount = (Part: ReturnType<typeof lazyPart<object>>) =>
  render(
    <ToastProvider>
      <PageBoundary>
        <Page Part={Part} />
      </PageBoundary>
    </ToastProvider>,
  );

describe('lazyPart', () => {
  it('offline: the page stays, a toast says why, and opening again downloads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    server(() => online);
    const load = modalCode(() => online);
    mount(lazyPart(load));

    await act(async () => screen.getByText('Open').click());
    expect(await screen.findByText(PART_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByText('Page error')).toBeNull();

    online = true;
    await act(async () => screen.getByText('Open').click());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // Offline the module was not even asked for: a browser that remembers a failed module would refuse it for good.
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('a download that fails although the server answered is told as offline too, and tried again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server(() => true);
    let reachable = false;
    const load = modalCode(() => reachable);
    mount(lazyPart(load));
    await act(async () => screen.getByText('Open').click());
    expect(await screen.findByText(PART_UNAVAILABLE)).toBeTruthy();
    reachable = true;
    await act(async () => screen.getByText('Open').click());
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it("a part that fails to render is the page's error, not a download problem", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server(() => true);
    const Broken = () => {
      throw new Error('a bug');
    };
    mount(lazyPart(async () => Broken));
    await act(async () => screen.getByText('Open').click());
    expect(await screen.findByText('Page error')).toBeTruthy();
    expect(screen.queryByText(PART_UNAVAILABLE)).toBeNull();
    vi.restoreAllMocks();
  });
});
