// Code a screen shows only after a tap (a modal, the date picker) is loaded when first wanted, and ahead of that on
// intent (`preload` from a hover or touch of what opens it), so the first screen downloads none of it.
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { reachableImport } from './reachableImport';
import { PART_UNAVAILABLE } from '../messages';
import { useToastIfAny } from './Toasts';

export interface LazyPart<P> {
  /**
   * `fallback` stands in until the part is wanted and loaded (a placeholder of its size keeps the layout still).
   * `onUnavailable` is called when its code cannot be downloaded (offline before the worker kept it): a modal's owner
   * closes it there, so that opening it again tries again.
   */
  (props: P & { when: boolean; fallback?: ReactNode; onUnavailable?: () => void }): ReactNode;
  /** Starts the download; safe to call often, and again after a failed attempt. */
  preload(): void;
}

/** A part's code that could not be downloaded, told apart from a part that fails to render. */
class PartDownloadError extends Error {}

/**
 * A part whose code could not be downloaded shows nothing instead of taking the page down with it; any other error
 * goes on to the page's boundary.
 */
class PartBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown): void {
    if (error instanceof PartDownloadError) this.props.onError(error.cause);
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartDownloadError) return null;
    throw error;
  }
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  // Loaded once; after a failed download (offline before the chunk was cached) the next attempt asks again.
  const importPart = reachableImport(load);
  const start = () =>
    importPart().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        throw new PartDownloadError('A part of the page could not be downloaded', { cause: error });
      },
    );
  // React keeps a lazy component's failure for good: each attempt after a failure gets a component of its own.
  const newPart = () => lazy(start);
  let Part = newPart();
  function Rendered(props: P & { when: boolean; fallback?: ReactNode; onUnavailable?: () => void }) {
    const { when, fallback = null, onUnavailable, ...rest } = props;
    const toast = useToastIfAny();
    // Once wanted, it stays mounted, so a modal can close as it always did. After a failed download it waits until it
    // is no longer wanted, then wanted again, to try again.
    const [state, setState] = useState<'idle' | 'wanted' | 'failed'>(when ? 'wanted' : 'idle');
    if (when && state === 'idle') setState('wanted');
    if (!when && state === 'failed') setState('idle');
    const failed = (error: unknown) => {
      console.warn('A part of the page could not be downloaded', error);
      Part = newPart();
      setState('failed');
      toast?.show(PART_UNAVAILABLE, { kind: 'error' });
      onUnavailable?.();
    };
    if (state !== 'wanted') return fallback;
    return (
      <PartBoundary onError={failed}>
        <Suspense fallback={fallback}>
          <Part {...(rest as P)} />
        </Suspense>
      </PartBoundary>
    );
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
    const observer =
      typeof IntersectionObserver === 'function' && ref.current
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) want();
            },
            { rootMargin: '25% 0px' },
          )
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
