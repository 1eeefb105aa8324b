import { describe, expect, it } from 'vitest';
import { centsOfTypedDollars, typedDollarsOf } from '../../../src/domain/texts';

describe('an amount the office types in dollars', () => {
  it('reads as whole cents, rounded as Math.round rounds the product', () => {
    expect(['12.34', '0.1', '450', ' 99.9 ', '0'].map(centsOfTypedDollars)).toEqual([1234, 10, 45_000, 9_990, 0]);
    // Past two decimals: 12.345 * 100 is 1234.5 and rounds up; 1.005 * 100 is 100.49999… and rounds down.
    expect(['12.345', '19.999', '1.005'].map(centsOfTypedDollars)).toEqual([1235, 2000, 100]);
  });

  it('is no number when empty or not a plain number (no thousands commas, no words)', () => {
    for (const text of ['', '   ', '1,200', '$450', 'twelve']) expect(centsOfTypedDollars(text)).toBeNaN();
  });

  it('shows cents back as the field holds them, and an empty field as empty', () => {
    expect([45_000, 1250, 1234, 0].map(typedDollarsOf)).toEqual(['450', '12.5', '12.34', '0']);
    expect(typedDollarsOf(Number.NaN)).toBe('');
    expect(centsOfTypedDollars(typedDollarsOf(1234))).toBe(1234);
  });
});
