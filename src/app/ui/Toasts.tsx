// Short notices at one of eight screen positions: shown, hidden after their duration, unmounted after the fade.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'middle-left',
  'middle-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
type ToastPosition = (typeof TOAST_POSITIONS)[number];
type ToastKind = 'default' | 'success' | 'error' | 'warning';

/** 1.5 s for the default toast, 2 s for the others, unmounted 300 ms after hiding. */
export const TOAST_DEFAULT_MS = 1500;
export const TOAST_OTHER_MS = 2000;
export const TOAST_FADE_MS = 300;

export interface ToastOptions {
  kind?: ToastKind;
  position?: ToastPosition;
  duration?: number;
}

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  position: ToastPosition;
  duration: number;
  visible: boolean;
}

interface ToastApi {
  show: (message: string, options?: ToastOptions) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}

/** The toasts where there is a provider, else null (a part rendered on its own, in a test). */
export const useToastIfAny = (): ToastApi | null => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const kind = options.kind ?? 'default';
      const toast: Toast = {
        id: nextId.current++,
        message,
        kind,
        position: options.position ?? 'bottom-center',
        duration: options.duration ?? (kind === 'default' ? TOAST_DEFAULT_MS : TOAST_OTHER_MS),
        visible: true,
      };
      setToasts((all) => [...all, toast]);
      later(toast.duration, () => {
        setToasts((all) => all.map((t) => (t.id === toast.id ? { ...t, visible: false } : t)));
        later(TOAST_FADE_MS, () => setToasts((all) => all.filter((t) => t.id !== toast.id)));
      });
    },
    [later],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {TOAST_POSITIONS.map((position) => (
        <div key={position} className={`toasts toasts--${position}`} aria-live="polite" aria-atomic="false">
          {toasts
            .filter((t) => t.position === position)
            .map((t) => (
              <div
                key={t.id}
                role={t.kind === 'error' ? 'alert' : 'status'}
                className={`toast toast--${t.kind} ${t.visible ? 'is-visible' : 'is-hiding'}`}
              >
                {t.message}
              </div>
            ))}
        </div>
      ))}
    </ToastContext.Provider>
  );
}
