// The People rules the page, the API and the admin command share: an agency's discount cap and the invite's shape.
import { describe, expect, it } from 'vitest';
import { basisPointsOf, inviteRequest, isDiscountPercent, agencyRequest } from '../../../src/domain/office';
import { check } from '../../../src/domain/schema';

describe('an agency discount cap', () => {
  it('is 0 to 100 percent in hundredths, kept as basis points', () => {
    for (const ok of [0, 12.5, 12.25, 100]) expect(isDiscountPercent(ok)).toBe(true);
    for (const bad of [-0.01, 100.01, 12.345, Number.NaN, Infinity]) expect(isDiscountPercent(bad)).toBe(false);
    expect(basisPointsOf(12.5)).toBe(1250);
    expect(basisPointsOf(0.29)).toBe(29);
  });

  it('is refused by the agency schema with the words the form shows', () => {
    const refused = check(agencyRequest, { name: 'Desk', maxDiscountPercent: 150, mayBookOnAccount: false });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.errors[0]).toMatchObject({
        path: 'maxDiscountPercent',
        message: expect.stringMatching(/from 0 to 100/),
      });
    expect(check(agencyRequest, { name: ' ', maxDiscountPercent: 5, mayBookOnAccount: false }).ok).toBe(false);
  });
});

describe('an invitation', () => {
  it('needs an e-mail address and a known role', () => {
    expect(check(inviteRequest, { email: 'a@b.test', role: 'captain' }).ok).toBe(true);
    expect(check(inviteRequest, { email: 'nope', role: 'captain' }).ok).toBe(false);
    expect(check(inviteRequest, { email: 'a@b.test', role: 'owner' }).ok).toBe(false);
  });
});
