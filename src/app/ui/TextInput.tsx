import { useId, useState, type InputHTMLAttributes } from 'react';
import { Field, describedBy } from './Field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the field has been left (or when `touched` is forced, e.g. on submit). */
  error?: string;
  touched?: boolean;
}

export function TextInput({ label, value, onChange, error, touched, required, id, onBlur, ...rest }: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [blurred, setBlurred] = useState(false);
  const shown = touched || blurred ? error : undefined;
  return (
    <Field id={inputId} label={label} required={required} error={shown}>
      <input
        {...rest}
        id={inputId}
        className="input"
        value={value}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(inputId, shown)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={(e) => {
          setBlurred(true);
          onBlur?.(e);
        }}
      />
    </Field>
  );
}
