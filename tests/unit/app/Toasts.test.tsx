// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DEFAULT_MS,
  TOAST_FADE_MS,
  TOAST_OTHER_MS,
  ToastProvider,
  useToast,
  type ToastOptions,
} from '../../../src/app/ui/Toasts';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      Show
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows a default toast for 1500 ms, then hides it and unmounts it 300 ms later', () => {
    render(
      <ToastProvider>
        <Trigger message="Link copied to clipboard!" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('Show'));
    const toast = screen.getByText('Link copied to clipboard!');
    expect(toast.className).toContain('is-visible');

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS - 1));
    expect(toast.className).toContain('is-visible');
    act(() => vi.advanceTimersByTime(1));
    expect(toast.className).toContain('is-hiding');

    act(() => vi.advanceTimersByTime(TOAST_FADE_MS - 1));
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied to clipboard!')).toBeNull();
  });

  it('keeps other toasts for 2000 ms', () => {
    render(
      <ToastProvider>
        <Trigger message="Failed to copy the link." options={{ kind: 'error' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('Show'));
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS));
    expect(screen.getByRole('alert').className).toContain('is-visible');
    act(() => vi.advanceTimersByTime(TOAST_OTHER_MS - TOAST_DEFAULT_MS));
    expect(screen.getByRole('alert').className).toContain('is-hiding');
    act(() => vi.advanceTimersByTime(TOAST_FADE_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('places a toast in the region of its position', () => {
    const { container } = render(
      <ToastProvider>
        <Trigger message="Saved" options={{ position: 'middle-right' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('Show'));
    expect(container.querySelector('.toasts--middle-right')?.textContent).toBe('Saved');
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(8);
  });

  it('says which provider is missing when used without it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow('useToast must be used inside a ToastProvider.');
  });
});
