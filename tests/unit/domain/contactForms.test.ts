import { describe, it, expect } from 'vitest';
import { contactForm } from '../../../src/domain/booking';
import {
  saveItineraryEmail,
  saveItineraryForm,
  shareItineraryEmail,
  shareItineraryForm,
  bookingInquiryEmail,
  inquiryContact,
  inquiryQuestions,
  emailInquiryEmail,
  emailInquiryParty,
  emailInquiryTrip,
  callRequest,
  callRequestPhone,
} from '../../../src/domain/inquiry';
import { readPhone } from '../../../src/domain/phone';
import { installPhoneReader, phoneNumberOrEmpty, check } from '../../../src/domain/schema';
import { CALCULATED_TRIP, messagesOf } from './examples';

const R = 'This field is required';

describe('contact form', () => {
  const good = {
    firstName: 'Ann',
    lastName: 'Lee',
    phone: '+13455550123',
    email: 'ann@example.com',
    confirmEmail: 'ann@example.com',
    notes: 'Celebrating a birthday',
    policy: true,
    news: false,
  };

  it('accepts a filled form', () => expect(messagesOf(contactForm, good)).toEqual({}));

  it('reports every missing field with the spec text', () => {
    expect(messagesOf(contactForm, {})).toEqual({
      firstName: R,
      lastName: R,
      phone: R,
      email: R,
      confirmEmail: R,
      policy: 'You must accept the terms and conditions',
    });
  });

  it('checks the e-mail, its confirmation and the terms', () => {
    expect(messagesOf(contactForm, { ...good, email: 'ann@', confirmEmail: 'ann@' })).toEqual({
      email: 'Invalid email',
    });
    expect(messagesOf(contactForm, { ...good, confirmEmail: 'anne@example.com' })).toEqual({
      confirmEmail: 'Emails must match',
    });
    expect(messagesOf(contactForm, { ...good, policy: false })).toEqual({
      policy: 'You must accept the terms and conditions',
    });
  });

  it('shows the mismatch even while other fields are still empty', () => {
    expect(messagesOf(contactForm, { ...good, firstName: '', confirmEmail: 'x@example.com' })).toEqual({
      firstName: R,
      confirmEmail: 'Emails must match',
    });
  });

  it('limits notes to 1000 characters', () => {
    expect(messagesOf(contactForm, { ...good, notes: 'x'.repeat(1000) })).toEqual({});
    expect(messagesOf(contactForm, { ...good, notes: 'x'.repeat(1001) })).toEqual({
      notes: 'Description cannot be more than 1000 characters',
    });
  });
});

describe('save and share itinerary', () => {
  it('checks the save form', () => {
    expect(
      messagesOf(saveItineraryForm, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', policy: true }),
    ).toEqual({});
    expect(messagesOf(saveItineraryForm, { email: 'nope' })).toEqual({
      firstName: R,
      lastName: R,
      email: 'Invalid email',
      policy: 'You must accept the terms and conditions',
    });
  });

  it('checks the share form', () => {
    expect(
      messagesOf(shareItineraryForm, { friendName: 'Bo', name: 'Ann', friendEmail: 'bo@example.com', policy: true }),
    ).toEqual({});
    expect(messagesOf(shareItineraryForm, { friendEmail: 'bo@' })).toEqual({
      friendName: R,
      name: R,
      friendEmail: 'Invalid email',
      policy: 'You must accept the terms and conditions',
    });
  });

  const trip = {
    linkToBT: 'https://charters.example.com/cayman-islands/trip-builder?boat=sea-breeze',
    adult: 2,
    children: 1,
    countryUrl: 'cayman-islands',
    calculateTrip: CALCULATED_TRIP,
  };

  it('accepts the e-mail payloads', () => {
    expect(
      messagesOf(saveItineraryEmail, {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        isNewsSubscribe: true,
        startDate: '2026-12-03',
        endDate: null,
        ...trip,
      }),
    ).toEqual({});
    expect(
      messagesOf(shareItineraryEmail, { friendName: 'Bo', userName: 'Ann', friendEmail: 'bo@example.com', ...trip }),
    ).toEqual({});
  });

  it('refuses a link that is not a web address', () => {
    expect(
      Object.keys(
        messagesOf(shareItineraryEmail, {
          friendName: 'Bo',
          userName: 'Ann',
          friendEmail: 'bo@example.com',
          ...trip,
          linkToBT: 'javascript:alert(1)',
        }),
      ),
    ).toEqual(['linkToBT']);
  });
});

describe('booking inquiry', () => {
  it('checks the trip questions', () => {
    expect(
      messagesOf(inquiryQuestions, {
        preferredDateStart: '2026-12-03',
        preferredDateEnd: null,
        preferredTime: 'AM',
        howArrive: 'Cruise',
        whereStay: 'Harmony of the Seas',
        message: '',
      }),
    ).toEqual({});
    expect(messagesOf(inquiryQuestions, { preferredDateStart: null })).toEqual({
      preferredDateStart: R,
      preferredTime: R,
      howArrive: R,
    });
    expect(
      messagesOf(inquiryQuestions, { preferredDateStart: '2026-12-03', preferredTime: 'noon', howArrive: 'Boat' }),
    ).toEqual({
      preferredTime: 'Invalid option selected',
      howArrive: 'Invalid option selected',
    });
    expect(
      messagesOf(inquiryQuestions, {
        preferredDateStart: '2026-12-03',
        preferredTime: 'PM',
        howArrive: 'Flight',
        message: 'x'.repeat(1001),
      }),
    ).toEqual({ message: 'Description cannot be more than 1000 characters' });
  });

  it('checks the contact step', () => {
    expect(
      messagesOf(inquiryContact, {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '+13455550123',
        policy: true,
      }),
    ).toEqual({});
    expect(messagesOf(inquiryContact, { email: 'x' })).toEqual({
      firstName: R,
      lastName: R,
      email: 'Invalid email',
      phone: R,
      policy: 'You must accept the terms and conditions',
    });
  });

  it('accepts the e-mail payload', () => {
    expect(
      messagesOf(bookingInquiryEmail, {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '+13455550123',
        guestComments: 'Two kids',
        isNewsSubscribe: false,
        preferredDatesStart: '2026-12-03',
        preferredDatesEnd: '2026-12-05',
        preferredTime: 'AM',
        visitorType: 'Flight',
        whereStay: 'Kimpton',
        linkToBT: 'https://charters.example.com/cayman-islands/trip-builder',
        adult: 2,
        children: 2,
        startDate: '2026-12-03',
        endDate: '2026-12-05',
        countryUrl: 'cayman-islands',
        calculateTrip: CALCULATED_TRIP,
      }),
    ).toEqual({});
  });
});

describe("'Send Us an Email'", () => {
  it('checks step 1', () => {
    expect(
      messagesOf(emailInquiryTrip, { startDate: '2026-12-03', endDate: '2026-12-04', timeTrip: 'AM', message: 'Hi' }),
    ).toEqual({});
    expect(messagesOf(emailInquiryTrip, {})).toEqual({ startDate: R, timeTrip: R });
  });

  it('checks step 2 with the spec messages', () => {
    expect(messagesOf(emailInquiryParty, { adults: 2, kids: 0, howArrive: 'Resident', whereStay: 'Kimpton' })).toEqual(
      {},
    );
    expect(messagesOf(emailInquiryParty, {})).toEqual({ adults: R, howArrive: R });
    expect(
      messagesOf(emailInquiryParty, { adults: 0, kids: -1, howArrive: 'Boat', whereStay: 'x'.repeat(31) }),
    ).toEqual({
      adults: 'Number of adults cannot be less than 1',
      kids: 'Number of kids cannot be negative',
      howArrive: 'Invalid option selected',
      whereStay: 'Hotel name cannot exceed 30 characters',
    });
  });

  it('reads counts typed as text', () => {
    expect(check(emailInquiryParty, { adults: '3', kids: '', howArrive: 'Flight' })).toEqual({
      ok: true,
      value: { adults: 3, kids: undefined, howArrive: 'Flight' },
    });
  });

  it('accepts the emailData payload', () => {
    expect(
      messagesOf(emailInquiryEmail, {
        emailData: {
          startDate: '2026-12-03',
          endDate: null,
          timeTrip: 'Half Day',
          message: 'Anniversary',
          adults: 2,
          kids: 1,
          howArrive: 'Cruise',
          whereStay: 'Icon of the Seas',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          phone: '+13455550123',
          isNewsSubscribe: false,
          countryUrl: 'cayman-islands',
        },
      }),
    ).toEqual({});
  });
});

describe('call request', () => {
  it('checks time, party and phone', () => {
    expect(
      messagesOf(callRequest, {
        preferredTime: 'Tomorrow morning',
        adults: 2,
        children: 1,
        phone: '+13455550123',
        countryUrl: 'cayman-islands',
      }),
    ).toEqual({});
    expect(messagesOf(callRequest, { adults: 0, countryUrl: 'cayman-islands' })).toEqual({
      preferredTime: R,
      adults: 'Number of adults cannot be less than 1',
      phone: R,
    });
  });
});

describe('phone numbers (the rule itself: phone.test.ts)', () => {
  installPhoneReader(readPhone);
  it('stores E.164 through the schemas, and reports the form message otherwise', () => {
    expect(check(callRequestPhone, { phone: '+1 (345) 555-0123' })).toEqual({
      ok: true,
      value: { phone: '+13455550123' },
    });
    expect(messagesOf(callRequestPhone, { phone: '345-CALL' })).toEqual({ phone: 'Invalid phone number' });
    expect(messagesOf(callRequestPhone, { phone: '+13453455550123' })).toEqual({ phone: 'Invalid phone number' });
    expect(messagesOf(callRequestPhone, { phone: '' })).toEqual({ phone: R });
    expect(check(phoneNumberOrEmpty(), '')).toEqual({ ok: true, value: '' });
    expect(check(phoneNumberOrEmpty(), '+1 345 555 0123')).toEqual({ ok: true, value: '+13455550123' });
    expect(messagesOf(callRequestPhone, { phone: '+1 345 555 0123'.padEnd(33, ' ') })).toEqual({
      phone: 'Must be at most 32 characters',
    });
  });
});
