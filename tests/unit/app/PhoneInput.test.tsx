// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from '../../../src/app/ui/PhoneInput';
import { splitPhone } from '../../../src/app/ui/dialCodes';

let stored = '';
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  stored = value;
  return <PhoneInput value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('PhoneInput', () => {
  it('defaults to the United States and stores the value prefixed with +', () => {
    render(<Harness />);
    const code = screen.getByLabelText('Country calling code') as HTMLSelectElement;
    expect(code.value).toBe('US');
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '(305) 555-0134' } });
    expect(stored).toBe('+13055550134');
  });

  it('keeps a Cayman area code typed under the United States in the field, digit by digit', () => {
    render(<Harness />);
    const number = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    for (const typed of ['3', '34', '345', '3455', '3455550100']) {
      fireEvent.change(number, { target: { value: typed } });
      expect(number.value).toBe(typed);
    }
    expect(stored).toBe('+13455550100');
  });

  it('keeps the + prefix with another calling code', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: 'GB' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '7700 900123' } });
    expect(stored).toBe('+447700900123');
  });

  it('is required with a red-star marker and shows the error only when touched', () => {
    const { container } = render(<Harness />);
    expect(container.querySelector('.field__required')?.textContent).toContain('*');
    const number = screen.getByRole('textbox', { name: /Phone/ });
    expect(container.querySelector('.field__error')).toBeNull();
    act(() => number.focus());
    act(() => number.blur());
    // Shown on leaving the field: it describes the number, read when the guest comes back; not an alert meanwhile.
    expect(container.querySelector('.field__error')?.textContent).toBe('This field is required');
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a stored value back into code and number', () => {
    expect(splitPhone('+13459497245')).toEqual({ iso: 'KY', national: '9497245' });
    expect(splitPhone('+13055550134')).toEqual({ iso: 'US', national: '3055550134' });
    expect(splitPhone('+447700900123')).toEqual({ iso: 'GB', national: '7700900123' });
  });
});
