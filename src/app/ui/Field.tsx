// Label, control, hint and error laid out the same way for every form control.
import type { ReactNode } from 'react';
import { useErrorRole } from './useErrorRole';

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  const { errorRole, focusHandlers } = useErrorRole(error);
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`} {...focusHandlers}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {(hint || error) && (
        <div className="field__below">
          {error ? (
            <p id={`${id}-error`} className="field__error" role={errorRole}>
              {error}
            </p>
          ) : (
            <span />
          )}
          {hint && (
            <span id={`${id}-hint`} className="field__hint">
              {hint}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** The ids a control's aria-describedby should name. */
export const describedBy = (id: string, error?: string, hint?: boolean) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
