import { describe, it, expect } from 'vitest';
import {
  timeSlotDay,
  timeSlotsRequest,
  timeSlotsResponse,
  holdRequest,
  holdResponse,
  checkoutSessionRequest,
  checkoutSessionResponse,
  bookingReservation,
  reservationExpiry,
  bookingGuests,
  bookingInfo,
} from '../../../src/domain/booking';
import { CALCULATED_TRIP, messagesOf } from './examples';

const day = {
  date: '2026-12-03',
  bookings: [
    {
      startTime: '2026-12-03T07:00:00-05:00',
      endTime: '2026-12-03T10:00:00-05:00',
      isAvailable: false,
      reason: 'BOOKED',
    },
    {
      startTime: '2026-12-03T10:00:00-05:00',
      endTime: '2026-12-03T13:00:00-05:00',
      isAvailable: true,
      callToBook: true,
      lateMorningFee: 30_000,
    },
  ],
};

describe('time slots', () => {
  const request = {
    boats: [
      { boatId: 'boat-1', role: 'primary' },
      { boatId: 'boat-2', role: 'bioBayAccess' },
    ],
    startDate: '2026-12-03',
    endDate: '2026-12-16',
    tripDuration: 3,
    tripType: 'BIO_BAY',
    countryId: 'ky',
    returnAllTimeSlots: true,
    includeUnavailabilityReason: true,
  };

  it('accepts a spec-shaped request, day and response', () => {
    expect(messagesOf(timeSlotsRequest, request)).toEqual({});
    expect(messagesOf(timeSlotsRequest, { ...request, calendarType: 'TEST' })).toEqual({});
    expect(messagesOf(timeSlotDay, day)).toEqual({});
    expect(messagesOf(timeSlotsResponse, { availableSlots: [day], timezone: 'America/Cayman' })).toEqual({});
  });

  it('refuses more than 14 days, an end before the start and unknown trip types', () => {
    expect(messagesOf(timeSlotsRequest, { ...request, endDate: '2026-12-17' })).toEqual({
      endDate: 'A search covers at most 14 days',
    });
    expect(messagesOf(timeSlotsRequest, { ...request, endDate: '2026-12-02' })).toEqual({
      endDate: 'endDate is before startDate',
    });
    expect(
      Object.keys(messagesOf(timeSlotsRequest, { ...request, tripType: 'SUNSET', tripDuration: 1 })).sort(),
    ).toEqual(['tripDuration', 'tripType']);
  });

  it('wants slot times with their offset', () => {
    const utcLess = { ...day, bookings: [{ ...day.bookings[0], startTime: '2026-12-03T07:00:00' }] };
    expect(Object.keys(messagesOf(timeSlotDay, utcLess))).toEqual(['bookings.0.startTime']);
  });
});

describe('hold', () => {
  const request = {
    startTime: '2026-12-03T17:00:00-05:00',
    tripType: 'BIO_BAY',
    boats: [
      { boatId: 'boat-1', duration: 4, boatRole: 'primary' },
      {
        boatId: 'boat-2',
        duration: 2,
        boatRole: 'bioBayAccess',
        relationshipType: 'BIO_BAY_ADDITIONAL',
        timingBehavior: 'END_ALIGNED',
      },
    ],
    temporaryHoldDuration: 15,
    countryId: 'ky',
    timezone: 'America/Cayman',
  };

  it('accepts a request with or without the trip fields, and the answer', () => {
    expect(messagesOf(holdRequest, request)).toEqual({});
    expect(
      messagesOf(holdRequest, {
        ...request,
        regionId: 'west-bay',
        pulId: 'pu-marina',
        dolId: null,
        activities: ['act-biobay'],
        estTimePace: 'standard',
        fishingHours: 3,
        adult: 2,
        children: 0,
      }),
    ).toEqual({});
    expect(
      messagesOf(holdResponse, {
        success: true,
        bookingId: 'hold-1',
        expiresAt: '2026-12-01T15:15:00.000Z',
        serverNow: '2026-12-01T15:00:00.000Z',
      }),
    ).toEqual({});
  });

  it('refuses a bad zone, a zero-minute hold and a local expiry', () => {
    expect(
      Object.keys(messagesOf(holdRequest, { ...request, timezone: 'Cayman time', temporaryHoldDuration: 0 })).sort(),
    ).toEqual(['temporaryHoldDuration', 'timezone']);
    expect(
      Object.keys(
        messagesOf(holdResponse, {
          success: true,
          bookingId: 'hold-1',
          expiresAt: '2026-12-01T10:15:00-05:00',
          serverNow: '2026-12-01T15:00:00.000Z',
        }),
      ),
    ).toEqual(['expiresAt']);
  });
});

const contact = {
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+13455550123',
  email: 'ann@example.com',
  confirmEmail: 'ann@example.com',
  policy: true,
  news: true,
};

describe('checkout session', () => {
  it('accepts the spec body and answer', () => {
    expect(
      messagesOf(checkoutSessionRequest, {
        timeZone: 'America/Cayman',
        startDate: '2026-12-03',
        endDate: '2026-12-09',
        totalPerson: 8,
        adult: 6,
        children: 2,
        countryId: 'ky',
        regionId: 'west-bay',
        pulId: 'pu-marina',
        boatId: 'boat-1',
        dolId: 'pu-marina',
        estTimePace: 'standard',
        activities: ['act-stingray'],
        fishingHours: 3,
        visitorType: 'Flight',
        apiStatus: 'fulfilled',
        calculateTrip: CALCULATED_TRIP,
        bookingDate: '2026-12-03T10:00:00-05:00',
        bookingId: 'hold-1',
        bookingContactData: contact,
        countryCode: 'KY',
        countryUrlTitle: 'cayman-islands',
        cruiseAdditionalTime: 0,
        feeLateMorning: 30_000,
        boatPriceForExtraGuests: 18_000,
        extraGuestsForBoat: 2,
      }),
    ).toEqual({});
    expect(
      messagesOf(checkoutSessionResponse, {
        sessionId: 'cs_test_1',
        url: 'https://checkout.example.com/c/cs_test_1',
        paymentStorageId: 'pay_1',
        amountCents: 73450,
      }),
    ).toEqual({});
  });

  it('refuses a body without the hold or the guest', () => {
    const result = messagesOf(checkoutSessionRequest, { timeZone: 'America/Cayman' });
    expect(result.bookingId).toBe('This field is required');
    expect(result.bookingContactData).toBe('This field is required');
  });
});

describe('booking reservation', () => {
  const body = {
    countryUrlTitle: 'cayman-islands',
    regionId: 'west-bay',
    start_date: '2026-12-03',
    end_date: '2026-12-03',
    activities: ['ext-stingray'],
    boat: 'cal-1',
    pickUpLocation: 'ext-pu-marina',
    estTimePace: 'standard',
    fishingHours: 3,
    discountType: 'PERCENT',
    discountFee: 10,
    customTimeStartDate: 'all-dates',
    customTimeEndDate: null,
    customTime: '06:15',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+13455550123',
    adults: '6',
    kids: '2',
    expire: '2026-12-08T15:00:00.000Z',
  };

  it('accepts the spec body with counts as text', () => {
    expect(messagesOf(bookingReservation, body)).toEqual({});
    expect(Object.keys(messagesOf(bookingReservation, { ...body, adults: 6 }))).toEqual(['adults']);
  });

  it('expires one week ahead', () => {
    expect(reservationExpiry(new Date('2026-12-01T15:00:00.000Z'))).toBe('2026-12-08T15:00:00.000Z');
  });
});

describe('booking info', () => {
  const info = {
    bookingRef: 'KY-7K3M9Q',
    _id: 'pay_1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '+13455550123',
    kids: 2,
    adults: 6,
    timeSlot: { startTime: '2026-12-03T10:00:00-05:00', endTime: '2026-12-03T13:00:00-05:00' },
    timezone: 'America/Cayman',
    updatedAt: '2026-12-01T15:05:00.000Z',
    feeLateMorning: 30_000,
    extraGuestsForBoat: 2,
    boatPriceForExtraGuests: 18_000,
    tripSummary: CALCULATED_TRIP.tripSummary,
  };

  it('accepts what the confirmation page reads', () => {
    expect(messagesOf(bookingInfo, info)).toEqual({});
    expect(bookingGuests(info)).toBe(8);
  });
});
