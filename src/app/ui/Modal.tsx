// A centred dialog (a slide-up sheet on small screens): Escape and backdrop close it, focus stays inside and returns to
// the opener. Escape closes the top dialog wherever focus is (a step that replaced the focused button leaves focus on
// the page),
// and a dialog opened from a dialog that is closing (the next step of a flow) gives focus back to the first opener.
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focusable';

export const MODAL_ANIMATION_MS = 250;

/** Open dialogs, the top one last: only it answers Escape. */
const openDialogs: HTMLElement[] = [];
/** Whether a dialog is open: what opens by itself (a promotion) waits rather than stack over it. */
export const anyDialogOpen = () => openDialogs.length > 0;
/** Who opened each dialog, so that the next step of a flow can hand focus back to where the flow started. */
const openers = new WeakMap<HTMLElement, HTMLElement | null>();
/** The opener of the dialog that closed last, for a dialog opened while focus had nowhere to be. */
let lastOpener: HTMLElement | null = null;

function openerFor(active: Element | null): HTMLElement | null {
  const from = active instanceof HTMLElement && active !== document.body ? active : null;
  const dialog = from?.closest<HTMLElement>('[role="dialog"]');
  if (dialog && !openDialogs.includes(dialog)) return openers.get(dialog) ?? lastOpener;
  return from ?? lastOpener;
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider dialogs, for galleries and tables. */
  size?: 'normal' | 'wide';
  className?: string;
  /** Extra keys for the content (a gallery's arrows); Escape and Tab stay the modal's. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * While the dialog is open: it is the top dialog (Escape closes it), focus goes in and stays in, the page behind does
 * not scroll; on close, focus goes back to the opener.
 */
function useDialogWhileOpen(open: boolean, dialogRef: RefObject<HTMLDivElement | null>, onClose: () => void) {
  const openerRef = useRef<HTMLElement | null>(null);
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    openerRef.current = openerFor(document.activeElement);
    if (dialog) {
      openers.set(dialog, openerRef.current);
      openDialogs.push(dialog);
      (focusableIn(dialog)[0] ?? dialog).focus();
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!dialog || openDialogs[openDialogs.length - 1] !== dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab' && !dialog.contains(document.activeElement)) {
        // Focus fell out (the focused control went away with a step): bring it back in.
        event.preventDefault();
        (focusableIn(dialog)[0] ?? dialog).focus();
      }
    };
    window.addEventListener('keydown', onKey);
    // A step that replaced the focused control drops focus to the page: give it to the dialog, which announces its
    // title.
    const keepFocusIn = new MutationObserver(() => {
      if (dialog && document.activeElement === document.body && openDialogs[openDialogs.length - 1] === dialog)
        dialog.focus();
    });
    if (dialog) keepFocusIn.observe(dialog, { childList: true, subtree: true });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      keepFocusIn.disconnect();
      if (dialog) openDialogs.splice(openDialogs.indexOf(dialog), 1);
      document.body.style.overflow = overflow;
      const opener = openerRef.current;
      lastOpener = opener;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, dialogRef]);
}

/** Tab and Shift+Tab go round the dialog's controls, never out of it. */
function keepTabIn(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement) {
  const items = focusableIn(dialog);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'normal',
  className,
  onKeyDown: onContentKeyDown,
}: ModalProps) {
  const [mounted, setMounted] = useState(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Keep the dialog in the page while its closing animation runs.
  useEffect(() => {
    if (open) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- mounted from opening until the close animation ends
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useDialogWhileOpen(open, dialogRef, onClose);

  // Rendered while open, and for the length of the closing animation after.
  if (!open && !mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return; // the window listener closes the top dialog
    if (event.key !== 'Tab') onContentKeyDown?.(event);
    if (event.key === 'Tab' && dialogRef.current) keepTabIn(event, dialogRef.current);
  };

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      className={`modal-backdrop ${open ? 'is-open' : 'is-closing'}`}
      onMouseDown={onBackdrop}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size} ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {/* Plain boxes, not <header>/<footer>: outside sectioning elements those are the page's banner and contentinfo
            landmarks, and a dialog would add a second of each. */}
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
