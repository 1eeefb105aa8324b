// @vitest-environment jsdom
// A carousel holds back the images of the slides after its first view (at every width) until it nears the screen or
// the guest first interacts with the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Carousel } from '../../../src/app/ui/Carousel';
import { heldSource } from '../../../src/app/ui/heldImages';
import { ImageWithFallback } from '../../../src/app/ui/ImageWithFallback';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

/** An IntersectionObserver whose callback the test calls, as the browser would when the carousel moves. */
function stubObserver() {
  const observers: { callback: Callback; margin?: string; observed: Element[]; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, observed: [] as Element[], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return observers;
}

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Each slide's image: its `src`, or 'held …' with the address it keeps. */
const images = () =>
  screen.getAllByRole('img').map((image) => image.getAttribute('src') ?? `held ${heldSource(image)}`);
const shown = NAMES.map((name) => `/images/${name}.svg`);
const held = (count: number) => shown.map((src, index) => (index < shown.length - count ? src : `held ${src}`));

function Six() {
  return (
    <Carousel label="Popular adventures">
      {NAMES.map((name) => (
        <ImageWithFallback key={name} src={`/images/${name}.svg`} alt={name} />
      ))}
    </Carousel>
  );
}

it('holds back the images after the third slide until the carousel nears the screen, then shows them for good', async () => {
  const observers = stubObserver();
  render(<Six />);
  expect(images()).toEqual(held(3));
  expect(observers).toHaveLength(1);
  expect(observers[0]!.observed).toEqual([screen.getByRole('group', { name: 'Popular adventures' })]);
  expect(observers[0]!.margin).toBe('25% 0px');

  await act(async () => observers[0]!.callback([{ isIntersecting: false }]));
  expect(images()).toEqual(held(3));

  await act(async () => observers[0]!.callback([{ isIntersecting: true }]));
  expect(images()).toEqual(shown);
  expect(observers[0]!.disconnected).toBe(true);
  expect(observers).toHaveLength(1); // it does not watch again
});

it("shows them at the guest's first tap, key or scroll, wherever the carousel is", async () => {
  stubObserver();
  render(<Six />);
  expect(images()).toEqual(held(3));
  await act(async () => window.dispatchEvent(new Event('touchstart')));
  expect(images()).toEqual(shown);
});

it('holds no image where the browser has no IntersectionObserver', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Six />);
  await act(async () => {});
  expect(images()).toEqual(shown);
});
