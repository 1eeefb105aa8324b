// The pieces every trip-action form shares: a draft checked against its domain schema on every change (errors shown
// once a field is touched or the form was submitted), the policy and news boxes, choice buttons and the send row.
import { useId, useState, type ReactNode } from 'react';
import type { Struct } from 'superstruct';
import { check, errorMap, type Validated } from '../../domain/schema';
import { useCountryPath } from '../country';
import { focusFirstInvalid } from '../ui/focusFirstInvalid';
import { useErrorRole } from '../ui/useErrorRole';
import { TRIP_ACTIONS_TEXT } from './tripActionsMessages';
import { BusyButton } from '../ui/BusyButton';

export interface CheckedForm<D, T> {
  draft: D;
  set: <K extends keyof D>(key: K) => (value: D[K]) => void;
  errors: Record<string, string>;
  result: Validated<T>;
  submitted: boolean;
  /**
   * Marks the form submitted (every error shows) and returns the valid value, or null (then the first field to fix in
   * `form` takes focus).
   */
  submit: (form: HTMLFormElement) => T | null;
}

/** `toInput` turns the draft into what the schema reads (empty optional dates become null, for instance). */
export function useCheckedForm<D extends object, T>(
  schema: Struct<T>,
  initial: D | (() => D),
  toInput: (draft: D) => unknown = (d) => d,
): CheckedForm<D, T> {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const result = check(schema, toInput(draft));
  const errors = result.ok ? {} : errorMap(result.errors);
  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (form: HTMLFormElement) => {
    setSubmitted(true);
    if (result.ok) return result.value;
    focusFirstInvalid(form);
    return null;
  };
  return { draft, set, errors, result, submitted, submit };
}

export function CheckboxField({
  checked,
  onChange,
  error,
  touched,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  touched: boolean;
  children: ReactNode;
}) {
  const [changed, setChanged] = useState(false);
  const id = useId();
  const shown = (touched || changed) && error;
  const { errorRole, focusHandlers } = useErrorRole(shown);
  return (
    <div className={`field ${shown ? 'field--invalid' : ''}`} {...focusHandlers}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => {
            setChanged(true);
            onChange(e.target.checked);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {shown && (
        <p id={`${id}-error`} className="field__error" role={errorRole}>
          {error}
        </p>
      )}
    </div>
  );
}

/** 'I accept the terms and conditions and the privacy policy', said once, the two names being links. */
function ConsentText() {
  const path = useCountryPath();
  return (
    <>
      {TRIP_ACTIONS_TEXT.policyStart}
      <a href={path('policies', 'term-of-service')} target="_blank" rel="noopener">
        {TRIP_ACTIONS_TEXT.termsLink}
      </a>
      {TRIP_ACTIONS_TEXT.policyAnd}
      <a href={path('policies', 'privacy-policy')} target="_blank" rel="noopener">
        {TRIP_ACTIONS_TEXT.privacyLink}
      </a>
    </>
  );
}

export function PolicyCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  touched: boolean;
}) {
  return (
    <CheckboxField {...props}>
      <ConsentText />
    </CheckboxField>
  );
}

/** A required choice shown as radio buttons (AM / PM, Flight / Cruise / Resident). */
export function ChoiceField<V extends string>({
  legend,
  options,
  value,
  onChange,
  error,
  touched,
}: {
  legend: string;
  options: readonly V[];
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  touched: boolean;
}) {
  const name = useId();
  const shown = touched && error;
  const { errorRole, focusHandlers } = useErrorRole(shown);
  return (
    <fieldset
      {...focusHandlers}
      className={`field ta-choice ${shown ? 'field--invalid' : ''}`}
      aria-invalid={shown ? true : undefined}
      aria-describedby={shown ? `${name}-error` : undefined}
    >
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="ta-choice__options">
        {options.map((option) => (
          <label key={option} className="ta-choice__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-describedby={shown ? `${name}-error` : undefined}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {shown && (
        <p id={`${name}-error`} className="field__error" role={errorRole}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A refusal from the server (or the price missing) above the form's button. */
export function FormProblem({ message }: { message: string | null }) {
  return message ? (
    <p className="ta-problem" role="alert">
      {message}
    </p>
  ) : null;
}

export function SubmitRow({ label, sending, disabled }: { label: string; sending: boolean; disabled?: boolean }) {
  return (
    <div className="ta-actions">
      <BusyButton type="submit" className="button button--primary" disabled={disabled} busy={sending}>
        {sending ? TRIP_ACTIONS_TEXT.sending : label}
      </BusyButton>
    </div>
  );
}

/** Runs one submission: no double sends, the refusal kept for FormProblem. */
export function useSending() {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (send: () => Promise<void>, describe: (error: unknown) => string) => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      await send();
    } catch (error) {
      setProblem(describe(error));
    } finally {
      setSending(false);
    }
  };
  return { sending, problem, setProblem, run };
}
