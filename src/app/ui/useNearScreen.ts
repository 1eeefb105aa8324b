import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen (an IntersectionObserver root margin), once: it stays
 * true. False on the server and in the first render, so that hydration matches; true at once where there is no
 * IntersectionObserver.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
