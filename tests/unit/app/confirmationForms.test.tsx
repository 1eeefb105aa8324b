// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingFeedbackForm } from '../../../src/app/confirmation/BookingFeedbackForm';
import { SEND_AGAIN_NOTICE_MS, SendAgainButton } from '../../../src/app/confirmation/SendAgainButton';
import { ToastProvider } from '../../../src/app/ui/Toasts';
import { BOOKING } from './confirmationFixture';
import { jsonAnswer, stubFetch } from './fetchStub';

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('booking feedback form', () => {
  const renderForm = () =>
    render(
      <ToastProvider>
        <BookingFeedbackForm bookingRef="KY-7K3M9Q" token="tok-1" />
      </ToastProvider>,
    );
  const field = () => screen.getByLabelText(/Your feedback/) as HTMLTextAreaElement;
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

  it("shows the spec's messages and sends nothing invalid", () => {
    renderForm();
    send();
    expect(screen.getByText('Please provide your feedback')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'Too short' } });
    expect(screen.getByText('Feedback should be at least 10 characters long')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'x'.repeat(450) } });
    expect(field().value).toHaveLength(400); // the text area enforces 400 too
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts bookingRef and message, is disabled while sending, and resets on success', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    renderForm();
    fireEvent.change(field(), { target: { value: 'Booking was quick and easy.' } });
    send();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/web/email/booking-experience?token=tok-1');
    expect(JSON.parse(init.body as string)).toEqual({
      bookingRef: 'KY-7K3M9Q',
      message: 'Booking was quick and easy.',
    });
    expect((screen.getByRole('group') as HTMLFieldSetElement).disabled).toBe(true);
    await act(async () => answer(jsonAnswer(200, { status: 'success' })));
    await waitFor(() => expect(screen.getByText('Feedback sent successfully!')).toBeTruthy());
    expect(field().value).toBe('');
    expect(screen.queryByText('Please provide your feedback')).toBeNull();
  });

  it('says so when sending fails', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(500, {}));
    renderForm();
    fireEvent.change(field(), { target: { value: 'Booking was quick and easy.' } });
    send();
    await waitFor(() => expect(screen.getByText('Failed to send feedback. Please try again.')).toBeTruthy());
    expect(field().value).toBe('Booking was quick and easy.');
  });
});

describe('send again', () => {
  it('posts paymentId and paymantDate, disables itself while sending, and shows the result for 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(jsonAnswer(200, { status: 'success' }));
    render(<SendAgainButton info={BOOKING} token={null} />);
    const button = screen.getByRole('button', { name: 'Send again' });
    fireEvent.click(button);
    // Disabled while sending, but focusable (BusyButton): a second press sends nothing.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/web/email/booking-confirmed');
    expect(JSON.parse(init.body as string)).toEqual({ paymentId: 'pay_1', paymantDate: '2026-12-01T15:05:00.000Z' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Email sent successfully!'));
    await act(async () => {}); // the effect that starts the notice timer runs
    await act(async () => vi.advanceTimersByTime(SEND_AGAIN_NOTICE_MS - 100));
    expect(screen.getByRole('status').textContent).toBe('Email sent successfully!');
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('reports a failure', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(403, { message: 'no', code: 'FORBIDDEN' }));
    render(<SendAgainButton info={BOOKING} token={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Failed to send email. Please try again.'));
  });

  it('says the phone is offline when no answer comes, not that the email failed (issue #57)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<SendAgainButton info={BOOKING} token={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'This phone is offline: the email can be sent again once it has a connection.',
      ),
    );
  });

  it("carries the email link's token, so that a guest on another device can send it again", async () => {
    fetchMock.mockResolvedValue(jsonAnswer(201, { status: 'success' }));
    render(<SendAgainButton info={BOOKING} token="tok-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/web/email/booking-confirmed?token=tok-1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Email sent successfully!'));
  });
});
