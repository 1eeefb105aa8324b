import { describe, expect, it } from 'vitest';
import { pageFileAt } from '../../../src/app/routes';

describe('pageFileAt', () => {
  it('names the file of the page a path shows, as the build manifest keys it', () => {
    expect(pageFileAt('/cayman-islands')).toBe('pages/HomePage.tsx');
    expect(pageFileAt('/cayman-islands/trip-builder')).toBe('trip-builder/TripBuilderPage.tsx');
    expect(pageFileAt('/cayman-islands/booking-confirmed')).toBe('confirmation/ConfirmationPage.tsx');
    expect(pageFileAt('/cayman-islands/boat/12')).toBe('pages/boat/BoatPage.tsx');
  });

  it('names none for a redirect or an unknown address', () => {
    expect(pageFileAt('/')).toBeNull();
    expect(pageFileAt('/cayman-islands/no/such/page')).toBeNull();
  });
});
