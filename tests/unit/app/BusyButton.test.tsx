// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from '../../../src/app/ui/BusyButton';

afterEach(cleanup);

function Form({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    onSend();
  };
  return (
    <form onSubmit={submit}>
      <BusyButton type="submit" busy={busy}>
        Send
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('while busy keeps the focus, reads as unavailable and ignores presses, its form included', () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("calls its handler when not busy, is a plain button by default, and keeps a caller's aria-disabled", () => {
    const onClick = vi.fn();
    render(
      <BusyButton busy={false} aria-disabled onClick={onClick}>
        Send feedback
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Send feedback' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is really disabled when it cannot be used at all', () => {
    render(
      <BusyButton busy={false} disabled>
        Move
      </BusyButton>,
    );
    expect((screen.getByRole('button', { name: 'Move' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
