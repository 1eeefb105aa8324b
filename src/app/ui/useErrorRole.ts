// A field's error is announced (role=alert) only when it appears while the guest is on that field, as they type or
// tick. Errors a refused submit reveals together would be read out all at once, without their fields' names: those stay
// plain text, the control's description, and the form moves focus to the first of them, which reads it.
import { useRef, useState, type FocusEvent } from 'react';

export function useErrorRole(error: string | false | null | undefined) {
  const [focused, setFocused] = useState(false);
  const shown = useRef<string | null>(null);
  const announce = useRef(false);
  const text = error || null;
  // Decided when the text changes, not on every focus: coming back to a field reads its error once, as its description.
  if (text !== shown.current) {
    shown.current = text;
    announce.current = text !== null && focused;
  }
  const focusHandlers = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { errorRole: announce.current ? ('alert' as const) : undefined, focusHandlers };
}
