// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Counter, clamp } from '../../../src/app/ui/Counter';

function Harness({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  return <Counter label="Adults" value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('Counter', () => {
  it('clamps to 0–50', () => {
    expect(clamp(-3, 0, 50)).toBe(0);
    expect(clamp(51, 0, 50)).toBe(50);
    expect(clamp(7, 0, 50)).toBe(7);
  });

  it('has labelled − and + buttons that stop at the limits', () => {
    render(<Harness start={49} />);
    const input = screen.getByLabelText('Adults') as HTMLInputElement;
    const plus = screen.getByRole('button', { name: 'Increase Adults' });
    fireEvent.click(plus);
    expect(input.value).toBe('50');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(plus);
    expect(input.value).toBe('50');
  });

  it('does not go below 0', () => {
    render(<Harness start={1} />);
    const minus = screen.getByRole('button', { name: 'Decrease Adults' });
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect((screen.getByLabelText('Adults') as HTMLInputElement).value).toBe('0');
  });

  it('clamps typed values', () => {
    render(<Harness start={2} />);
    const input = screen.getByLabelText('Adults') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '75' } });
    expect(input.value).toBe('50');
    fireEvent.change(input, { target: { value: '-4' } });
    expect(input.value).toBe('0');
  });
});
