// A button that opens a small panel next to it; Escape or a click outside closes it and focus goes back to the button.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface PopoverProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name when the trigger shows only an icon. */
  triggerLabel?: string;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

export function Popover({ trigger, triggerLabel, children, align = 'start', className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault(); // the popover closes, not the dialog around it
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`popover ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="popover__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      <div id={panelId} className={`popover__panel popover__panel--${align}`} hidden={!open} role="group">
        {children}
      </div>
    </div>
  );
}
