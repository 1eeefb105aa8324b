import { useId, type SelectHTMLAttributes } from 'react';
import { Field, describedBy } from './Field';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** A first, empty choice such as 'Any'. */
  placeholder?: string;
  error?: string;
}

export function Select({ label, value, options, onChange, placeholder, error, required, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field id={selectId} label={label} required={required} error={error}>
      <select
        {...rest}
        id={selectId}
        className="input select"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
