// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from '../../../src/app/ui/TextArea';

function Harness({ max, error }: { max?: number; error?: string }) {
  const [value, setValue] = useState('');
  return <TextArea label="Message" value={value} onChange={setValue} maxLength={max} error={error} />;
}

afterEach(cleanup);

describe('TextArea', () => {
  it("counts 'n / max' with a default max of 1000", () => {
    render(<Harness />);
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(screen.getByText('5 / 1000')).toBeTruthy();
  });

  it('never holds more than max characters', () => {
    render(<Harness max={10} />);
    const area = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'x'.repeat(25) } });
    expect(area.value).toHaveLength(10);
    expect(screen.getByText('10 / 10')).toBeTruthy();
  });

  it('shows its error only once touched', () => {
    const { container } = render(<Harness error="Description cannot be more than 1000 characters" />);
    expect(container.querySelector('.field__error')).toBeNull();
    act(() => screen.getByLabelText('Message').focus());
    act(() => screen.getByLabelText('Message').blur());
    expect(container.querySelector('.field__error')?.textContent).toBe(
      'Description cannot be more than 1000 characters',
    );
    expect(screen.getByLabelText('Message').getAttribute('aria-describedby')).toContain('-error');
  });

  it('announces an error that appears while the guest is typing in the field, and only that one', () => {
    function Typed() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextArea
            label="Message"
            value={value}
            onChange={setValue}
            error={value.includes('!') ? 'No shouting' : undefined}
            touched
          />
          <TextArea
            label="Other"
            value=""
            onChange={() => undefined}
            error={value.includes('!') ? 'Also wrong' : undefined}
            touched
          />
        </>
      );
    }
    render(<Typed />);
    const area = screen.getByLabelText('Message');
    act(() => area.focus());
    fireEvent.change(area, { target: { value: 'Hi!' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['No shouting']);
    // Leaving and coming back does not make it an alert again: the field's description reads it.
    act(() => area.blur());
    act(() => area.focus());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['No shouting']);
  });
});
