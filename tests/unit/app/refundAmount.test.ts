import { describe, expect, it } from 'vitest';
import { centsOfTypedDollars } from '../../../src/domain/texts';
import { refundAmountError } from '../../../src/app/operator/refundAmount';
import { OPERATOR_TEXT } from '../../../src/app/operator/operatorMessages';

describe('the office refund amount', () => {
  it('takes one cent up to what is left to refund', () => {
    expect(refundAmountError(1, 5000)).toBeUndefined();
    expect(refundAmountError(5000, 5000)).toBeUndefined();
  });

  it('refuses nothing, too much and no number, naming the most that can be refunded', () => {
    const problem = OPERATOR_TEXT.refundAmountProblem('$50.00');
    expect(refundAmountError(centsOfTypedDollars(''), 5000)).toBe(problem);
    expect(refundAmountError(0, 5000)).toBe(problem);
    expect(refundAmountError(-100, 5000)).toBe(problem);
    expect(refundAmountError(5001, 5000)).toBe(problem);
    expect(refundAmountError(centsOfTypedDollars('abc'), 5000)).toBe(problem);
  });
});
