// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '../../../src/app/ui/PhoneInput';
import { loadPhoneRule } from '../../../src/app/ui/usePhoneRule';

// No server to probe here: the rule's chunk is imported at once, as on a page its worker controls.
vi.mock('../../../src/app/ui/reachableImport', () => ({ reachableImport: <T,>(load: () => Promise<T>) => load }));
beforeAll(async () => {
  await loadPhoneRule();
});

let stored = '';
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    stored = value;
  });
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

  it('never adds a second country code: +1 345 … under the United States, 345 … under the Cayman Islands (issue #53)', () => {
    render(<Harness />);
    const number = screen.getByRole('textbox', { name: /Phone/ });
    fireEvent.change(number, { target: { value: '+1 345 555 0101' } });
    expect(stored).toBe('+13455550101');
    expect(screen.getByText('Saved as +1 345 555 0101')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: 'KY' } });
    fireEvent.change(number, { target: { value: '345 555 0101' } });
    expect(stored).toBe('+13455550101');
    fireEvent.change(number, { target: { value: '00 44 20 7946 0958' } });
    expect(stored).toBe('+442079460958');
  });

  it('says at once what is wrong with a number that does not dial, and keeps it out of the value', () => {
    const { container } = render(<Harness />);
    const number = screen.getByRole('textbox', { name: /Phone/ });
    fireEvent.change(number, { target: { value: '555 01' } });
    act(() => number.focus());
    act(() => number.blur());
    expect(container.querySelector('.field__error')?.textContent).toBe('Invalid phone number');
    expect(stored).toBe('555 01');
  });

  it('keeps the + prefix with another calling code', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Country calling code'), { target: { value: 'GB' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '7400 123456' } });
    expect(stored).toBe('+447400123456');
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
    expect(document.getElementById(number.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a stored value back into its country and its national writing', () => {
    for (const [initial, iso, text] of [
      ['+13459497245', 'KY', '(345) 949-7245'],
      ['+13055550134', 'US', '(305) 555-0134'],
      ['+447400123456', 'GB', '07400 123456'],
    ]) {
      render(<Harness initial={initial} />);
      expect((screen.getByLabelText('Country calling code') as HTMLSelectElement).value).toBe(iso);
      expect((screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement).value).toBe(text);
      expect(stored).toBe(initial);
      cleanup();
    }
  });
});
