import { useId, useState, type TextareaHTMLAttributes } from 'react';
import { Field, describedBy } from './Field';

const TEXT_AREA_DEFAULT_MAX = 1000;

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'maxLength'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Shown once the field has been touched. */
  error?: string;
  touched?: boolean;
}

export function TextArea({
  label,
  value,
  onChange,
  maxLength = TEXT_AREA_DEFAULT_MAX,
  error,
  touched,
  required,
  id,
  onBlur,
  rows = 5,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const [blurred, setBlurred] = useState(false);
  const shown = touched || blurred ? error : undefined;
  return (
    <Field
      id={areaId}
      label={label}
      required={required}
      error={shown}
      hint={<span aria-live="polite">{`${value.length} / ${maxLength}`}</span>}
    >
      <textarea
        {...rest}
        id={areaId}
        rows={rows}
        className="input textarea"
        value={value}
        maxLength={maxLength}
        required={required}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(areaId, shown, true)}
        onChange={(e) => onChange(e.target.value.slice(0, maxLength))}
        onBlur={(e) => {
          setBlurred(true);
          onBlur?.(e);
        }}
      />
    </Field>
  );
}
