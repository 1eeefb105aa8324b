import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from './nextTask';

/**
 * How many of a page's parts to render: 1 in the first render, then one more after each render is on the screen, up
 * to `parts`. What the first screen does not show is rendered later, as a transition (in slices), each part laid out in
 * a frame of its own rather than all in one long frame (a phone's input waits for that frame; Lighthouse's total
 * blocking time counts it).
 */
export function usePartsAfterPaint(parts: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts) return undefined;
    let mounted = true;
    void afterPaint().then(() => {
      if (mounted) startTransition(() => setShown(shown + 1));
    });
    return () => {
      mounted = false;
    };
  }, [shown, parts]);
  return shown;
}
