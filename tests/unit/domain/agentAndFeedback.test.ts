import { create } from 'superstruct';
import { describe, it, expect } from 'vitest';
import {
  bookingFeedback,
  bookingFeedbackForm,
  pageFeedback,
  pageFeedbackContact,
  pageFeedbackQuestions,
} from '../../../src/domain/inquiry';
import { FEEDBACK_KINDS } from '../../../src/domain/texts';
import { checkDiscountForm, discount } from '../../../src/domain/pricing';
import { CUSTOM_START_TIMES, STANDARD_START_TIMES, clockLabel, customTime } from '../../../src/domain/trip';
import { resendConfirmation } from '../../../src/domain/booking';
import { errorMap, installPhoneReader } from '../../../src/domain/schema';
import { messagesOf } from './examples';
import { readPhone } from '../../../src/domain/phone';

// The schemas read phone numbers with the whole rule, as the server does (it installs it at start).
installPhoneReader(readPhone);
import { USER_ROLES, mayDo } from '../../../src/domain/office';
import { startPageOf, startPathOf } from '../../../src/domain/protocol';

const R = 'This field is required';

describe('page feedback', () => {
  const questions = {
    webPageDomain: 'charters.example.com/cayman-islands/guide',
    updatingSection: 'Travel Info',
    kindOfFeedback: 'Other – None of the Above',
    description: 'The ferry times are out of date.',
  };

  it('lists the seven kinds word for word', () => {
    expect(FEEDBACK_KINDS).toEqual([
      'Incorrect Information',
      'Spelling / Grammar',
      'Broken Link - Not Working',
      'Layout or Alignment Issues',
      'Missing Relevant Information',
      'Image or Media Problem',
      'Other – None of the Above',
    ]);
  });

  it('checks step 1', () => {
    expect(messagesOf(pageFeedbackQuestions, questions)).toEqual({});
    expect(messagesOf(pageFeedbackQuestions, {})).toEqual({
      webPageDomain: R,
      updatingSection: R,
      kindOfFeedback: R,
      description: R,
    });
    expect(
      messagesOf(pageFeedbackQuestions, { ...questions, kindOfFeedback: 'Rude', description: 'x'.repeat(1001) }),
    ).toEqual({
      kindOfFeedback: 'Invalid option selected',
      description: 'Description cannot be more than 1000 characters',
    });
  });

  it('leaves contact details optional but needs the captcha', () => {
    expect(messagesOf(pageFeedbackContact, { captchaToken: 'altcha-payload' })).toEqual({});
    expect(messagesOf(pageFeedbackContact, { email: '', captchaToken: 'x' })).toEqual({});
    expect(messagesOf(pageFeedbackContact, { email: 'bad' })).toEqual({
      email: 'Invalid email',
      captchaToken: 'Please complete the captcha.',
    });
  });

  it('takes an optional phone only as a phone number, stored as the other forms store it', () => {
    expect(messagesOf(pageFeedbackContact, { phone: '', captchaToken: 'x' })).toEqual({});
    expect(messagesOf(pageFeedbackContact, { phone: '+112', captchaToken: 'x' })).toEqual({
      phone: 'Invalid phone number',
    });
    expect(messagesOf(pageFeedbackContact, { phone: 'call me', captchaToken: 'x' })).toEqual({
      phone: 'Invalid phone number',
    });
    expect(create({ phone: '+1 (345) 555-0100', captchaToken: 'x' }, pageFeedbackContact).phone).toBe('+13455550100');
  });

  it('accepts the whole call', () => {
    expect(
      messagesOf(pageFeedback, {
        ...questions,
        firstName: 'Ann',
        email: 'ann@example.com',
        captchaToken: 'altcha-payload',
      }),
    ).toEqual({});
  });
});

describe('booking-experience feedback', () => {
  it('checks the message with the three spec texts', () => {
    expect(messagesOf(bookingFeedbackForm, {})).toEqual({ message: 'Please provide your feedback' });
    expect(messagesOf(bookingFeedbackForm, { message: '  ' })).toEqual({ message: 'Please provide your feedback' });
    expect(messagesOf(bookingFeedbackForm, { message: 'Too short' })).toEqual({
      message: 'Feedback should be at least 10 characters long',
    });
    expect(messagesOf(bookingFeedbackForm, { message: 'x'.repeat(401) })).toEqual({
      message: 'Feedback cannot be more than 400 characters',
    });
    expect(messagesOf(bookingFeedbackForm, { message: 'x'.repeat(400) })).toEqual({});
  });

  it('carries the booking reference', () => {
    expect(messagesOf(bookingFeedback, { bookingRef: 'KY-7K3M9Q', message: 'Captain Sam was great!' })).toEqual({});
    expect(Object.keys(messagesOf(bookingFeedback, { bookingRef: 'nope', message: 'Captain Sam was great!' }))).toEqual(
      ['bookingRef'],
    );
  });

  it('resends the confirmation with paymantDate spelled as the call spells it', () => {
    expect(messagesOf(resendConfirmation, { paymentId: 'pay_1', paymantDate: '2026-12-01T14:03:00.000Z' })).toEqual({});
    expect(
      Object.keys(messagesOf(resendConfirmation, { paymentId: 'pay_1', paymentDate: '2026-12-01T14:03:00.000Z' })),
    ).toContain('paymantDate');
  });
});

describe('discount', () => {
  it('accepts the three types within their ranges', () => {
    expect(messagesOf(discount, { discountType: 'PERCENT', discountValue: 12.5 })).toEqual({});
    expect(messagesOf(discount, { discountType: 'DOLLAR_AMOUNT', discountValue: 5_000 })).toEqual({});
    expect(messagesOf(discount, { discountType: 'EXTRA_FEE', discountValue: 0 })).toEqual({});
  });

  it('reports the spec messages', () => {
    expect(messagesOf(discount, { discountType: 'FREE', discountValue: 1 })).toEqual({
      discountType: 'Invalid discount type',
    });
    expect(messagesOf(discount, { discountType: 'PERCENT' })).toEqual({ discountValue: 'Discount value is required' });
    expect(messagesOf(discount, { discountType: 'PERCENT', discountValue: 101 })).toEqual({
      discountValue: 'A percent discount must be a number from 0 to 100',
    });
    expect(messagesOf(discount, { discountType: 'EXTRA_FEE', discountValue: -1 })).toEqual({
      discountValue: 'Amount must be a number and at least 0',
    });
  });

  it('keeps amounts to $100,000, so that every priced line stays whole cents the database can hold', () => {
    expect(messagesOf(discount, { discountType: 'EXTRA_FEE', discountValue: 10_000_000 })).toEqual({});
    for (const discountValue of [10_000_001, 2 ** 31, 1e300]) {
      expect(messagesOf(discount, { discountType: 'EXTRA_FEE', discountValue })).toEqual({
        discountValue: 'Amount cannot be more than $100,000',
      });
      expect(messagesOf(discount, { discountType: 'DOLLAR_AMOUNT', discountValue })).toEqual({
        discountValue: 'Amount cannot be more than $100,000',
      });
    }
  });

  it('reads the panel as typed: dollars become cents', () => {
    expect(checkDiscountForm({ discountType: 'DOLLAR_AMOUNT', discountValue: '12.50' })).toEqual({
      ok: true,
      value: { discountType: 'DOLLAR_AMOUNT', discountValue: 1_250 },
    });
    expect(checkDiscountForm({ discountType: 'PERCENT', discountValue: '15' })).toEqual({
      ok: true,
      value: { discountType: 'PERCENT', discountValue: 15 },
    });
    const empty = checkDiscountForm({ discountType: '', discountValue: '' });
    expect(empty.ok ? {} : errorMap(empty.errors)).toEqual({
      discountType: R,
      discountValue: 'Discount value is required',
    });
  });
});

describe('custom time', () => {
  it('offers every 15 minutes from 5:00 AM to 9:45 PM', () => {
    expect(CUSTOM_START_TIMES).toHaveLength(68);
    expect(CUSTOM_START_TIMES[0]).toEqual({ value: '05:00', label: '5:00 AM' });
    expect(CUSTOM_START_TIMES[28]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(CUSTOM_START_TIMES.at(-1)).toEqual({ value: '21:45', label: '9:45 PM' });
    expect(STANDARD_START_TIMES.map((t) => t.label)).toEqual(['10:00 AM', '11:00 AM', '12:00 PM']);
    expect(clockLabel('13:15')).toBe('1:15 PM');
  });

  it('checks the panel', () => {
    expect(
      messagesOf(customTime, {
        startDate: { value: '2026-12-03', label: 'Thu, 03 Dec' },
        endDate: '2026-12-05',
        time: '06:15',
      }),
    ).toEqual({});
    expect(messagesOf(customTime, { startDate: { value: 'all-dates', label: 'All dates' }, time: '21:45' })).toEqual(
      {},
    );
    expect(messagesOf(customTime, {})).toEqual({ startDate: 'Start date is required', time: 'Time is required' });
    expect(messagesOf(customTime, { startDate: { value: 'soon', label: 'Soon' }, time: '04:45' })).toEqual({
      startDate: 'Start date is required',
      time: 'Time is required',
    });
  });
});

describe('where a signed-in user starts', () => {
  it("is a page their role may use: the agents' builder for whoever may reserve, else the operator's manifest", () => {
    expect(startPathOf('cayman-islands', 'agent')).toBe('/cayman-islands/trip-builder-agent');
    expect(startPathOf('cayman-islands', 'captain')).toBe('/cayman-islands/operator');
    // An admin runs the day: the operator page first, with a link to the agents' side (issue #53).
    expect(startPathOf('cayman-islands', 'admin')).toBe('/cayman-islands/operator');
    for (const role of USER_ROLES)
      expect(mayDo(role, startPageOf(role) === 'tripBuilder' ? 'reserve' : 'manifest'), role).toBe(true);
  });
});
