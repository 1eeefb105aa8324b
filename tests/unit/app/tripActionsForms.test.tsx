// @vitest-environment jsdom
// The trip-action forms show their fixed messages and hand a valid body to the send queue (mocked here): 'Send Us an
// Email' in contact-us mode end to end, the save form's messages, and the booking inquiry's question step.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { inquiryQuestions } from '../../../src/domain/inquiry';
import type { Country } from '../../../src/domain/catalogue';
import { check, errorMap } from '../../../src/domain/schema';
import { CountryProvider } from '../../../src/app/country/CountryContext';
import { countryByUrlTitle } from '../../../src/app/http/resources';
import { ToastProvider } from '../../../src/app/ui/Toasts';

const sendOrQueue = vi.fn();
vi.mock('../../../src/app/outbox/sendQueue', () => ({
  sendOrQueue: (...args: unknown[]) => sendOrQueue(...args),
  QUEUED_NOTICE: "Saved on your phone: we'll send it as soon as you're back online",
}));

// No server to probe here: the phone rule's chunk is imported at once, as on a page its worker controls.
vi.mock('../../../src/app/ui/reachableImport', () => ({ reachableImport: <T,>(load: () => Promise<T>) => load }));
await (await import('../../../src/app/ui/usePhoneRule')).loadPhoneRule();

const { EmailInquiryForm } = await import('../../../src/app/trip-actions/EmailInquiryForm');
const { SaveTripModals } = await import('../../../src/app/trip-actions/SaveTripModal');
const { questionsInput } = await import('../../../src/app/trip-actions/BookingInquiryModals');
const { tripActionsUi } = await import('../../../src/app/trip-actions/tripActionsStore');

const COUNTRY: Country = {
  _id: 'country-ky',
  name: 'Cayman Islands',
  urlTitle: 'cayman-islands',
  code: 'KY',
  mainIsland: 'Grand Cayman',
  timezone: 'America/Cayman',
  currency: 'USD',
  taxAndFeeBasisPoints: 1300,
  phone: '+13459497245',
  email: 'hello@caymancharters.ky',
  address: 'George Town',
  mapCenter: { lat: 19.3, lng: -81.38 },
  heroImage: '/images/x.svg',
  description: 'x',
  campaigns: [],
};

function inCountry(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(countryByUrlTitle.key('cayman-islands'), COUNTRY);
  const { hook } = memoryLocation({ path: '/cayman-islands/contact-us' });
  return (
    <QueryClientProvider client={client}>
      <Router hook={hook}>
        <CountryProvider>
          <ToastProvider>{children}</ToastProvider>
        </CountryProvider>
      </Router>
    </QueryClientProvider>
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => sendOrQueue.mockReset());
afterEach(() => cleanup());

describe("'Send Us an Email' (contact-us mode)", () => {
  it('walks the three steps with their messages and sends emailData', async () => {
    sendOrQueue.mockResolvedValue({
      state: 'sent',
      status: 201,
      answer: { status: 'success', inquiryRef: 'IQ-7K3M9QH2XW' },
    });
    render(inCountry(<EmailInquiryForm mode="contact-us" />));

    await press('CONTINUE');
    expect(screen.getAllByText('This field is required')).toHaveLength(2); // start date and trip length
    type(/^From/, '2026-12-10');
    fireEvent.change(screen.getByLabelText(/Ideal trip length/), { target: { value: 'Half Day (4-5 Hours)' } });
    type(/^Message/, 'A birthday on the sandbar.');
    await press('CONTINUE');

    expect(screen.getByText('A few final touches to help us personalize your adventure')).toBeTruthy();
    type(/^Adults/, '0');
    type(/^Kids/, '-1');
    type(/Hotel or cruise ship name/, 'The Ritz-Carlton, Grand Cayman Seven Mile');
    await press('CONTINUE');
    expect(screen.getByText('Number of adults cannot be less than 1')).toBeTruthy();
    expect(screen.getByText('Number of kids cannot be negative')).toBeTruthy();
    expect(screen.getByText('Hotel name cannot exceed 30 characters')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(1); // how arriving
    type(/^Adults/, '2');
    type(/^Kids/, '1');
    type(/Hotel or cruise ship name/, 'Ritz-Carlton');
    fireEvent.click(screen.getByLabelText('Resident'));
    await press('CONTINUE');

    // The contact step: no marketing box in contact-us mode; step 1's message carried over.
    expect(screen.queryByText('Send me news and offers')).toBeNull();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('A birthday on the sandbar.');
    type(/^Email/, 'not-an-email');
    await press('SEND');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(sendOrQueue).not.toHaveBeenCalled();

    type(/^First name/, 'Ann');
    type(/^Last name/, 'Bonny');
    type(/^Email/, 'ann@guest.test');
    type(/^Phone/, '3455550100');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await press('SEND');

    expect(sendOrQueue).toHaveBeenCalledTimes(1);
    const [path, body] = sendOrQueue.mock.calls[0]!;
    expect(path).toBe('email/booking-inquiry-trip');
    expect(body).toEqual({
      emailData: {
        startDate: '2026-12-10',
        endDate: null,
        timeTrip: 'Half Day (4-5 Hours)',
        message: 'A birthday on the sandbar.',
        adults: 2,
        kids: 1,
        howArrive: 'Resident',
        whereStay: 'Ritz-Carlton',
        firstName: 'Ann',
        lastName: 'Bonny',
        email: 'ann@guest.test',
        phone: '+13455550100',
        isNewsSubscribe: false,
        countryUrl: 'cayman-islands',
      },
    });
    expect(screen.getByTestId('inquiry-ref').textContent).toBe('IQ-7K3M9QH2XW');
  });

  it('says it is kept on the phone when the queue holds it', async () => {
    sendOrQueue.mockResolvedValue({ state: 'queued' });
    render(inCountry(<EmailInquiryForm mode="trip" start={{ startDate: '2026-12-10', adults: 2 }} />));
    fireEvent.change(screen.getByLabelText(/Ideal trip length/), { target: { value: 'AM' } });
    await press('CONTINUE');
    fireEvent.click(screen.getByLabelText('Flight'));
    await press('CONTINUE');
    expect(screen.getByText('Send me news and offers')).toBeTruthy(); // shown outside contact-us mode
    type(/^First name/, 'Ann');
    type(/^Last name/, 'Bonny');
    type(/^Email/, 'ann@guest.test');
    type(/^Phone/, '3455550100');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await press('SEND');
    expect(screen.getByText("Saved on your phone: we'll send it as soon as you're back online")).toBeTruthy();
  });
});

describe("'Save Trip Itinerary'", () => {
  it("shows the spec's messages and sends nothing invalid", async () => {
    tripActionsUi.step = 'save';
    render(
      inCountry(
        <SaveTripModals
          price={{
            shown: null,
            isEstimate: false,
            checking: false,
            refusal: null,
            estimate: null,
            updatedNote: null,
            confirmed: null,
            status: 'idle',
          }}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Save Trip Itinerary' })).toBeTruthy();
    await press('SEND');
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    type(/^Email/, 'ann@');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(sendOrQueue).not.toHaveBeenCalled();
    act(() => {
      tripActionsUi.step = null;
    });
  });
});

describe("'Send Booking Inquiry' trip questions", () => {
  it('require the preferred date, time and arrival; the end date and stay are optional', () => {
    const empty = {
      preferredDateStart: '',
      preferredDateEnd: '',
      preferredTime: '',
      howArrive: '',
      whereStay: '',
      message: '',
    } as const;
    const none = check(inquiryQuestions, questionsInput(empty));
    expect(none.ok ? {} : errorMap(none.errors)).toEqual({
      preferredDateStart: 'This field is required',
      preferredTime: 'This field is required',
      howArrive: 'This field is required',
    });
    const long = check(
      inquiryQuestions,
      questionsInput({
        ...empty,
        preferredDateStart: '2026-12-03',
        preferredTime: 'PM',
        howArrive: 'Cruise',
        message: 'x'.repeat(1001),
      }),
    );
    expect(long.ok ? {} : errorMap(long.errors)).toEqual({
      message: 'Description cannot be more than 1000 characters',
    });
    const ok = check(
      inquiryQuestions,
      questionsInput({ ...empty, preferredDateStart: '2026-12-03', preferredTime: 'AM', howArrive: 'Flight' }),
    );
    expect(ok).toEqual({
      ok: true,
      value: { preferredDateStart: '2026-12-03', preferredDateEnd: null, preferredTime: 'AM', howArrive: 'Flight' },
    });
  });
});
