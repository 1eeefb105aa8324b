// A field's error is announced (role=alert) only when it appears while the guest is on that field, as they type or
// tick. Errors a refused submit reveals together would be read out all at once, without their fields' names: those stay
// plain text, the control's description, and the form moves focus to the first of them, which reads it.
import { useState, type FocusEvent } from 'react';

export function useErrorRole(error: string | false | null | undefined) {
  const [focused, setFocused] = useState(false);
  const text = error || null;
  // Decided when the text changes, not on every focus: coming back to a field reads its error once, as its description.
  const [seen, setSeen] = useState(() => ({ text, announce: false }));
  let current = seen;
  if (text !== seen.text) {
    current = { text, announce: text !== null && focused };
    setSeen(current);
  }
  const focusHandlers = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { errorRole: current.announce ? ('alert' as const) : undefined, focusHandlers };
}
