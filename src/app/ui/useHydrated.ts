// False in the server's HTML and while React hydrates it, true once the app runs: a control whose effect is the app's
// own state (not a link, which works natively) is disabled until then, so that a tap is never silently undone.
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
