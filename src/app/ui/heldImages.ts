// Images a part of the page holds back until the guest comes near it (a carousel's later slides): rendered without
// `src`, so the browser neither fetches nor draws them, with their address kept on the element so that the page can
// still name them to the worker for its offline copy (src/app/pwa/keepPageImages.ts).
import { createContext } from 'react';

/** True inside a part whose images wait (read by ImageWithFallback). */
export const HeldImages = createContext(false);

/** The attribute that keeps a held image's address. */
export const HELD_SRC = 'data-held-src';

/** That attribute, to spread on an image. */
export const heldSourceAttribute = (src: string) => ({ [HELD_SRC]: src });

/** A held image's address, if the element is one. */
export const heldSource = (image: Element): string | null => image.getAttribute(HELD_SRC);
