// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
    render(<Harness error="Description cannot be more than 1000 characters" />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Message'));
    expect(screen.getByRole('alert').textContent).toBe('Description cannot be more than 1000 characters');
  });
});
