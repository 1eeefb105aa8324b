// Phone number with the country beside it (United States by default). What is typed is read with the one phone rule
// (domain/phone/phone.ts, loaded with the field): with its country code ('+…' or '00…') whatever country is chosen,
// else as that country writes it. The value is the number in E.164 once it reads as one; until then the typed text,
// which the form's schema refuses. Under the field, the number as it will be stored, in its country's format, so a
// wrong reading shows. Until the rule has loaded (a moment; offline, from the kept copy) the field takes only a number
// already in E.164 ('+13455550101'), and says so if asked to send anything else.
import { useEffect, useId, useRef, useState } from 'react';
import { REQUIRED } from '../../domain/texts';
import type { PhoneReading } from '../../domain/schema';
import { DIAL_CODES, flagOf } from './dialCodes';
import { useErrorRole } from './useErrorRole';
import { usePhoneRule, type PhoneRule } from './usePhoneRule';

export interface PhoneInputProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** An error from the form; like the required message, shown only once touched. */
  error?: string;
  touched?: boolean;
  defaultCountry?: string;
}

const PHONE_INPUT_TEXT = {
  country: 'Country calling code',
  willSave: (n: string) => `Saved as ${n}`,
  ruleMissing:
    'Checking phone numbers needs a connection the first time: type the number with + and digits only, or try again online.',
} as const;

/** How typed text reads: by the rule once loaded, else only a number already written in E.164. */
function reading(rule: PhoneRule | null, text: string, iso: string): PhoneReading {
  if (rule) return rule.readPhone(text, iso);
  const compact = text.trim();
  return /^\+[1-9]\d{3,14}$/.test(compact)
    ? { ok: true, e164: compact, country: undefined }
    : { ok: false, message: PHONE_INPUT_TEXT.ruleMissing };
}

/** The field's text and country for a value: a stored number in its country's own writing, anything else as it is. */
function fieldOf(rule: PhoneRule | null, value: string, fallbackIso: string): { iso: string; text: string } {
  const country = rule?.countryOfPhone(value);
  return rule && country && DIAL_CODES.some((d) => d.iso === country)
    ? { iso: country, text: rule.nationalPhone(value) }
    : { iso: fallbackIso, text: value };
}

export function PhoneInput({
  label = 'Phone',
  value,
  onChange,
  required = true,
  error,
  touched,
  defaultCountry = 'US',
}: PhoneInputProps) {
  const id = useId();
  const rule = usePhoneRule();
  const [field, setField] = useState(() => fieldOf(rule, value, defaultCountry));
  const [blurred, setBlurred] = useState(false);
  // A value set from outside (a kept draft restored, a form reset) is shown; one this field emitted is not re-read.
  const emitted = useRef(value);
  const ruleSeen = useRef(rule);
  /* eslint-disable react-hooks/refs -- adjusting to a new prop during render; the ref only tells whose value it is */
  if (value !== emitted.current) {
    emitted.current = value;
    setField(fieldOf(rule, value, field.iso));
  }
  /* eslint-enable react-hooks/refs */

  const emit = (iso: string, text: string, using = rule) => {
    setField({ iso, text });
    const next = text.trim() ? reading(using, text, iso) : undefined;
    const out = next === undefined ? '' : next.ok ? next.e164 : text;
    emitted.current = out;
    if (out !== value) onChange(out);
  };
  // The rule arrived after the field was filled (a restored draft, quick typing): read what is there again.
  useEffect(() => {
    if (!rule || rule === ruleSeen.current) return;
    ruleSeen.current = rule;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the rule arrived: what is there is read again
    if (field.text === value && rule.countryOfPhone(value)) setField(fieldOf(rule, value, field.iso));
    else if (field.text.trim()) emit(field.iso, field.text, rule);
  }, [rule]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the rule arrives

  const read = field.text.trim() ? reading(rule, field.text, field.iso) : undefined;
  // The field's own reading first (it knows the country chosen), then the form's.
  const problem = read === undefined ? (required ? REQUIRED : error) : read.ok ? error : read.message;
  const shown = touched || blurred ? problem : undefined;
  const { errorRole, focusHandlers } = useErrorRole(shown);
  const saved = read?.ok && rule ? PHONE_INPUT_TEXT.willSave(rule.formatPhoneNumber(read.e164)) : undefined;
  const showSaved = saved !== undefined && !shown;
  const described = shown ? `${id}-error` : showSaved ? `${id}-saved` : undefined;

  return (
    <div className={`field phone-input ${shown ? 'field--invalid' : ''}`} {...focusHandlers}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="phone-input__row">
        <select
          className="input phone-input__code"
          aria-label={PHONE_INPUT_TEXT.country}
          value={field.iso}
          onChange={(e) => emit(e.target.value, field.text)}
        >
          {DIAL_CODES.map((d) => (
            <option key={d.iso} value={d.iso}>{`${flagOf(d.iso)} ${d.name} +${d.code}`}</option>
          ))}
        </select>
        <input
          id={id}
          className="input phone-input__number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={field.text}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={described}
          onChange={(e) => emit(field.iso, e.target.value)}
          onBlur={() => setBlurred(true)}
        />
      </div>
      {showSaved && (
        <p id={`${id}-saved`} className="phone-input__saved">
          {saved}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} className="field__error" role={errorRole}>
          {shown}
        </p>
      )}
    </div>
  );
}
