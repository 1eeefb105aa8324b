// Code a screen shows only after a tap (a modal, the date picker) is loaded when first wanted, and ahead of that on
// intent (`preload` from a hover or touch of what opens it), so the first screen downloads none of it.
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

export interface LazyPart<P> {
  /** `fallback` stands in until the part is wanted and loaded (a placeholder of its size keeps the layout still). */
  (props: P & { when: boolean; fallback?: ReactNode }): ReactNode;
  /** Starts the download; safe to call often, and again after a failed attempt. */
  preload(): void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined; // offline before the chunk was cached: the next attempt asks again
        throw error;
      },
    );
    return loading;
  };
  const Part = lazy(start);
  function Rendered(props: P & { when: boolean; fallback?: ReactNode }) {
    const { when, fallback = null, ...rest } = props;
    // Once wanted, it stays mounted, so a modal can close as it always did.
    const [wanted, setWanted] = useState(when);
    if (when && !wanted) setWanted(true);
    return wanted ? <Suspense fallback={fallback}><Part {...(rest as P)} /></Suspense> : fallback;
  }
  return Object.assign(Rendered, { preload: () => void start().catch(() => undefined) });
}

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * True once the element comes near the viewport or the guest first interacts with the page (a tap, a key, a scroll):
 * below-the-fold parts load then, not with the first screen.
 */
export function useWantedSoon(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const observer = typeof IntersectionObserver === 'function' && ref.current
      ? new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) want(); }, { rootMargin: '25% 0px' })
      : null;
    if (observer && ref.current) observer.observe(ref.current);
    else want();
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, want);
    };
  }, [ref, wanted]);
  return wanted;
}
