import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Its action is under way: presses are ignored and it reads as unavailable, but it keeps the focus. */
  busy: boolean;
};

/**
 * A button whose action takes a while. Made `disabled` mid-action, the focused button would drop a keyboard or
 * screen-reader user's focus to the top of the page; this one stays focusable and says it is unavailable with
 * aria-disabled instead. A press while busy does nothing, not even submit its form. `disabled` is still for a button
 * that cannot be used at all.
 */
export function BusyButton({ busy, onClick, type = 'button', 'aria-disabled': unavailable, ...rest }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      {...rest}
      aria-busy={busy || undefined}
      aria-disabled={busy || unavailable || undefined}
      onClick={press}
    />
  );
}
