// @vitest-environment jsdom
// The guest's change and cancel on the confirmation page: after a move, the booking can be moved again or cancelled
// (as the policy still allows) without reloading the page; after a cancel, nothing is offered; after the cut-off, the
// office's number is a call link.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FoundByEmailNote, SelfServicePanel } from '../../../src/app/confirmation/SelfServicePanel';
import { bookingRegion, SELF_SERVICE_TEXT } from '../../../src/domain/booking';
import { formatPhone } from '../../../src/domain/schema';
import { BOOKING } from './confirmationFixture';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const REF = BOOKING.bookingRef;
const MOVED = { startTime: '2026-12-03T14:00:00-05:00', endTime: '2026-12-03T17:00:00-05:00' };
const answers: Record<string, unknown> = {
  'self-service': {
    bookingRef: REF,
    cancelled: false,
    open: true,
    refundCents: 73_450,
    paidCents: 73_450,
    closedByOperator: false,
    closedReason: null,
  },
  'change-options': {
    date: '2026-12-03',
    timezone: 'America/Cayman',
    options: [{ ...MOVED, available: true, priceDifferenceCents: 0 }],
  },
  change: { bookingRef: REF, ...MOVED, priceDifferenceCents: 0, refundCents: 0 },
  cancel: { bookingRef: REF, refundCents: 73_450 },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(answers[/\/([a-z-]+)(\?|$)/.exec(url)![1]!])),
  );
});
const openAnswer = answers['self-service'];
afterEach(() => {
  answers['self-service'] = openAnswer;
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SelfServicePanel info={BOOKING} token="tok-1" onChanged={() => undefined} />
    </QueryClientProvider>,
  );

describe('self-service panel', () => {
  it('offers change and cancel again after a move', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Change date or time' }));
    fireEvent.click(await screen.findByRole('button', { name: /02:00 PM/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move my booking' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Your booking now starts Thursday, 03 Dec, 02:00 PM/),
    );
    expect(screen.getByRole('button', { name: 'Change date or time' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('offers nothing more after a cancel', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'This booking is cancelled. $734.50 is on its way back to your card.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Change date or time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('after the cut-off, says whom to call with the number as a call link', async () => {
    const phone = bookingRegion(BOOKING)!.phone;
    answers['self-service'] = {
      ...(openAnswer as object),
      open: false,
      closedReason: SELF_SERVICE_TEXT.afterCutOff(formatPhone(phone)),
    };
    renderPanel();
    const call = await screen.findByRole('link', { name: formatPhone(phone) });
    expect(call.getAttribute('href')).toBe(`tel:${phone}`);
    expect(call.parentElement!.textContent).toBe(SELF_SERVICE_TEXT.afterCutOff(formatPhone(phone)));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});

describe('a booking found by reference and email', () => {
  const HOUR = 3_600_000;
  // Cayman keeps UTC−5 all year.
  const startingIn = (hours: number) => ({
    ...BOOKING,
    timeSlot: {
      ...BOOKING.timeSlot,
      startTime: `${new Date(Date.now() + hours * HOUR - 5 * HOUR).toISOString().slice(0, 19)}-05:00`,
    },
  });
  const phone = bookingRegion(BOOKING)!.phone;

  it('points to the email link while changes are open, and to the office after the cut-off or the start', () => {
    const { unmount } = render(<FoundByEmailNote info={startingIn(72)} />);
    expect(screen.getByText(SELF_SERVICE_TEXT.fromEmailLink)).toBeTruthy();
    unmount();
    render(<FoundByEmailNote info={startingIn(3)} />);
    expect(screen.getByRole('link', { name: formatPhone(phone) }).parentElement!.textContent).toBe(
      SELF_SERVICE_TEXT.afterCutOff(formatPhone(phone)),
    );
    cleanup();
    render(<FoundByEmailNote info={startingIn(-1)} />);
    expect(screen.getByRole('link', { name: formatPhone(phone) }).parentElement!.textContent).toBe(
      SELF_SERVICE_TEXT.started(formatPhone(phone)),
    );
  });
});
