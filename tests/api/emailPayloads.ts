// Valid bodies for each email call, built around one priced fixture trip.
import { tripLinkFor } from '../support/emailTestApp';

export const TRIP_QUERY =
  'country=cayman-fixture&start_date=2026-12-03&end_date=2026-12-05&adults=3&children=1&region=reg-north&pickUpLocation=pul-marina&activities=act-snorkel,act-lunch&boat=small&estTimePace=relaxed';

export const saveBody = (calculateTrip: unknown, email = 'ann@guest.test') => ({
  firstName: 'Ann',
  lastName: 'Bonny',
  email,
  isNewsSubscribe: true,
  linkToBT: tripLinkFor(TRIP_QUERY),
  adult: 3,
  children: 1,
  startDate: '2026-12-03',
  endDate: '2026-12-05',
  countryUrl: 'cayman-fixture',
  calculateTrip,
});

export const shareBody = (calculateTrip: unknown, friendEmail = 'mary@friend.test') => ({
  friendName: 'Mary',
  userName: 'Ann',
  friendEmail,
  linkToBT: tripLinkFor(TRIP_QUERY),
  adult: 3,
  children: 1,
  countryUrl: 'cayman-fixture',
  calculateTrip,
});

export const bookingInquiryBody = (calculateTrip: unknown) => ({
  firstName: 'Ann',
  lastName: 'Bonny',
  email: 'ann@guest.test',
  phone: '+13455550100',
  guestComments: 'Birthday <b>party</b> & cake',
  isNewsSubscribe: false,
  preferredDatesStart: '2026-12-03',
  preferredDatesEnd: null,
  preferredTime: 'AM',
  visitorType: 'Cruise',
  whereStay: 'Allure of the Seas',
  linkToBT: tripLinkFor(TRIP_QUERY),
  adult: 3,
  children: 1,
  startDate: '2026-12-03',
  endDate: null,
  countryUrl: 'cayman-fixture',
  calculateTrip,
});

export const emailInquiryBody = () => ({
  emailData: {
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    timeTrip: 'Half Day',
    message: 'We would love a sandbar stop.',
    adults: 2,
    kids: 2,
    howArrive: 'Resident',
    whereStay: 'Home',
    firstName: 'Jack',
    lastName: 'Rackham',
    email: 'jack@guest.test',
    phone: '+13455550101',
    isNewsSubscribe: false,
    countryUrl: 'cayman-fixture',
  },
});

export const callRequestBody = () => ({
  preferredTime: 'Tomorrow 9-11 AM',
  adults: 2,
  children: 0,
  phone: '+13455550102',
  countryUrl: 'cayman-fixture',
  linkToBT: tripLinkFor(TRIP_QUERY),
});

export const feedbackBody = (captchaToken: string | undefined) => ({
  webPageDomain: 'http://localhost:8080/cayman-fixture/guide',
  updatingSection: 'Travel Info',
  kindOfFeedback: 'Spelling / Grammar',
  description: 'A typo in the second paragraph.',
  firstName: 'Ann',
  email: 'ann@guest.test',
  ...(captchaToken === undefined ? {} : { captchaToken }),
});
