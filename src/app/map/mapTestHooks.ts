// What browser tests and benches can see of a map: a readable canvas on request, and when the first frame was drawn.

declare global {
  interface Window {
    /** Set by a test before the app loads (addInitScript) so canvas pixels can be read back. */
    islandMapReadablePixels?: boolean;
  }
}

/**
 * WebGL clears the drawing buffer after each frame unless told to keep it; keeping it costs speed, so only tests ask.
 */
export const keepDrawingBuffer = (): boolean =>
  typeof window !== 'undefined' && window.islandMapReadablePixels === true;

export const FIRST_FRAME_MARK = 'island-map-first-frame';

/** A performance mark at the first complete frame of the page's first map (read by tests/bench/map-frame.ts). */
export function markFirstFrame(): void {
  if (performance.getEntriesByName(FIRST_FRAME_MARK).length === 0) performance.mark(FIRST_FRAME_MARK);
}
