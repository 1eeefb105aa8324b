// @vitest-environment jsdom
// 'My bookings': each kept confirmation with its boats' local time, the zone named when the device keeps another
// clock (a cruise ship's, a phone still at home), and a cancelled booking marked as such.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyBookingsList } from '../../../src/app/confirmation/MyBookings';
import type { StoredConfirmation } from '../../../src/app/confirmation/confirmationStore';
import { BOOKING } from './confirmationFixture';

const entry = (info = BOOKING): StoredConfirmation => ({
  info,
  country: 'cayman-islands',
  token: null,
  paymentStorageId: null,
  images: {},
});
const deviceZone = (timeZone: string) => {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone };
  });
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('my bookings list', () => {
  it("names the boats' zone beside the times on a device in another zone", () => {
    deviceZone('Asia/Tokyo');
    render(<MyBookingsList entries={[entry()]} />);
    expect(screen.getByRole('link').textContent).toContain('10:00 AM');
    expect(screen.getByText('Cayman time, UTC−5')).toBeTruthy();
  });

  it('says nothing more on a device on Cayman time', () => {
    deviceZone('America/Cayman');
    render(<MyBookingsList entries={[entry()]} />);
    expect(screen.queryByText(/Cayman time/)).toBeNull();
  });

  it('marks a cancelled booking', () => {
    deviceZone('America/Cayman');
    render(
      <MyBookingsList
        entries={[
          entry(),
          entry({
            ...BOOKING,
            bookingRef: 'KY-CANC3L',
            cancelled: { at: '2026-12-01T16:00:00.000Z', refundedCents: 0 },
          }),
        ]}
      />,
    );
    const [live, cancelled] = screen.getAllByRole('link');
    expect(live!.textContent).not.toContain('Cancelled');
    expect(cancelled!.textContent).toContain('Cancelled');
  });
});
