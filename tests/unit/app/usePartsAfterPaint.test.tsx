// @vitest-environment jsdom
// A page's later parts come one per painted frame, after its first render.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { usePartsAfterPaint } from '../../../src/app/ui/usePartsAfterPaint';

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser draws a frame, then runs the task after it. */
async function paintFrame() {
  await act(async () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(0);
    await vi.advanceTimersByTimeAsync(0);
  });
}

function Page() {
  const parts = usePartsAfterPaint(3);
  return <p>parts {parts}</p>;
}

it("shows one part, then one more after each frame, up to the page's count", async () => {
  render(<Page />);
  expect(screen.getByText('parts 1')).toBeTruthy();
  await act(async () => vi.advanceTimersByTimeAsync(100));
  expect(screen.getByText('parts 1')).toBeTruthy(); // no frame drawn, no part added
  await paintFrame();
  expect(screen.getByText('parts 2')).toBeTruthy();
  await paintFrame();
  expect(screen.getByText('parts 3')).toBeTruthy();
  await paintFrame();
  expect(frames).toHaveLength(0); // all shown: it asks for no more frames
  expect(screen.getByText('parts 3')).toBeTruthy();
});

it('a hidden page, which draws no frames, still gets every part', async () => {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  render(<Page />);
  for (let task = 0; task < 2; task++) await act(async () => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('parts 3')).toBeTruthy();
  expect(frames).toHaveLength(0);
});
