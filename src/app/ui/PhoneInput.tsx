// Phone number with a calling-code picker (United States by default); the value is stored as '+<code><number>'.
import { useId, useState } from 'react';
import { REQUIRED } from '../../domain/messages';
import { DIAL_CODES, flagOf, nationalOf, splitPhone } from './dialCodes';
import { useErrorRole } from './useErrorRole';

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

export function PhoneInput({ label = 'Phone', value, onChange, required = true, error, touched, defaultCountry = 'US' }: PhoneInputProps) {
  const id = useId();
  const [iso, setIso] = useState(() => splitPhone(value, defaultCountry).iso);
  const [blurred, setBlurred] = useState(false);
  const national = nationalOf(value, iso);
  const dial = DIAL_CODES.find((d) => d.iso === iso) ?? DIAL_CODES[0]!;

  const emit = (code: string, number: string) => {
    const digits = number.replace(/\D/g, '');
    onChange(digits ? `+${code}${digits}` : '');
  };

  const problem = error ?? (required && !national ? REQUIRED : undefined);
  const shown = touched || blurred ? problem : undefined;
  const { errorRole, focusHandlers } = useErrorRole(shown);

  return (
    <div className={`field phone-input ${shown ? 'field--invalid' : ''}`} {...focusHandlers}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
      <div className="phone-input__row">
        <select
          className="input phone-input__code"
          aria-label="Country calling code"
          value={iso}
          onChange={(e) => {
            const next = DIAL_CODES.find((d) => d.iso === e.target.value) ?? DIAL_CODES[0]!;
            setIso(next.iso);
            emit(next.code, national);
          }}
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
          autoComplete="tel-national"
          value={national}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => emit(dial.code, e.target.value)}
          onBlur={() => setBlurred(true)}
        />
      </div>
      {shown && <p id={`${id}-error`} className="field__error" role={errorRole}>{shown}</p>}
    </div>
  );
}
