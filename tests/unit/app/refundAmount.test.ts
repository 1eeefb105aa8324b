import { describe, expect, it } from 'vitest';
import { refundAmountError, typedCents } from '../../../src/app/operator/refundAmount';
import { OPERATOR_TEXT } from '../../../src/app/operator/operatorMessages';

describe('the office refund amount', () => {
  it('reads typed dollars as whole cents', () => {
    expect(typedCents('12.34')).toBe(1234);
    expect(typedCents('0.1')).toBe(10);
    expect(typedCents('19.999')).toBe(2000);
    expect(typedCents('twelve')).toBeNaN();
  });

  it('takes one cent up to what is left to refund', () => {
    expect(refundAmountError(1, 5000)).toBeUndefined();
    expect(refundAmountError(5000, 5000)).toBeUndefined();
  });

  it('refuses nothing, too much and no number, naming the most that can be refunded', () => {
    const problem = OPERATOR_TEXT.refundAmountProblem('$50.00');
    expect(refundAmountError(typedCents(''), 5000)).toBe(problem);
    expect(refundAmountError(0, 5000)).toBe(problem);
    expect(refundAmountError(-100, 5000)).toBe(problem);
    expect(refundAmountError(5001, 5000)).toBe(problem);
    expect(refundAmountError(typedCents('abc'), 5000)).toBe(problem);
  });
});
