// @vitest-environment jsdom
// The kept copy the banner's painter checked is handed to the confirmation page once, for its own booking only.
import { describe, expect, it } from 'vitest';
import { handOverCopy, hasPaintedCopy, takePaintedCopy } from '../../../src/app/confirmation/paintedCopy';
import type { StoredConfirmation } from '../../../src/app/confirmation/confirmationStore';
import { BOOKING } from './confirmationFixture';

const entry: StoredConfirmation = {
  info: BOOKING,
  country: 'cayman-islands',
  token: null,
  paymentStorageId: null,
  images: {},
};

describe("the painter's copy", () => {
  it('is taken once, by the page of the same booking', () => {
    handOverCopy('KY-1', entry);
    expect(hasPaintedCopy('KY-2')).toBe(false);
    expect(hasPaintedCopy('KY-1')).toBe(true);
    expect(takePaintedCopy('KY-1')).toBe(entry);
    expect(takePaintedCopy('KY-1')).toBeNull();
    expect(hasPaintedCopy('KY-1')).toBe(false);
  });

  it('is not given to another booking, and goes all the same', () => {
    handOverCopy('KY-1', entry);
    expect(takePaintedCopy('KY-2')).toBeNull();
    expect(takePaintedCopy('KY-1')).toBeNull();
  });
});
