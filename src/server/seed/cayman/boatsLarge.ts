// Catamarans, the sport fisher and the motor yachts, 36 ft and up.
import type { Boat } from '../../../domain/catalogue';
import { BIO_BAY, dock, GEORGE_TOWN_STOPS, NORTH_SOUND_STOPS, pricing, regionRefs, WEST_STOPS } from './boatParts';
import { BASE_INCLUDED, BASE_TO_BRING, checklist } from './checklist';
import { COUNTRY_ID } from './country';
import { PUL } from './pickUpLocations';
import { REGION } from './regions';

const BOTH_BIO_BAY_BOATS = [{ _id: 'boat-moonglow', calendarId: 'cal-moonglow' }, { _id: 'boat-starlight', calendarId: 'cal-starlight' }];

export const largeBoats: Boat[] = [
  {
    _id: 'boat-sandbar-cat', calendarId: 'cal-sandbar-cat', countryId: COUNTRY_ID, urlTitle: 'sandbar-cat', name: 'Sandbar Cat',
    description:
      'A stable 36 ft power catamaran with a wide, shaded deck and a shallow draft that lets it anchor right on the edge of '
      + 'the Stingray City sandbar. Built for families and groups of friends.',
    maxGuests: 15, maxHours: 8, overGuests: 10, cruisingSpeedKnots: 22,
    pricing: pricing({ TWO_HOURS: 1100, THREE_HOURS: 1500, FOUR_HOURS: 1900, EACH_ADDITIONAL_HOUR: 400 }, [[11, 15, 35]]),
    boatingCheckList: checklist('bimini-shade', 'sound-system', 'swim-ladder', 'freshwater-shower', 'marine-toilet', 'water-mat',
      ...BASE_INCLUDED, 'snorkel-gear', 'stingray-squid', 'towels', ...BASE_TO_BRING),
    activities: [...NORTH_SOUND_STOPS, ...WEST_STOPS, ...GEORGE_TOWN_STOPS, BIO_BAY],
    regions: regionRefs(REGION.georgeTown, REGION.northSound, REGION.westBay),
    boatInfo: {
      mainImage: '/images/boats/sandbar-cat.svg', secondaryImages: ['/images/boats/sandbar-cat-anchored.svg', '/images/activities/starfish-point.svg'],
      size: 36, madeBy: 'Aquila', boatModel: '36 Power Catamaran', boatCaptain: { name: 'Shanna Rivers', phone: '+13459165026' },
    },
    lateMorningTimes: ['11:00', '12:00'], lateMorningFee: 15000,
    additionalBioBayBoats: BOTH_BIO_BAY_BOATS,
    pickUpLocations: {
      main: dock(PUL.camanaBay, 'Harbour dock, end of the boardwalk'),
      alternatives: [dock(PUL.barcadere, 'Fuel dock'), dock(PUL.safehaven, 'Main pontoon, slip B4'), dock(PUL.royalWatler, 'Public landing steps')],
    },
    access: ['primary'],
    rating: 4.9,
  },
  {
    _id: 'boat-reel-cayman', calendarId: 'cal-reel-cayman', countryId: COUNTRY_ID, urlTitle: 'reel-cayman', name: 'Reel Cayman',
    description:
      'A 42 ft Bertram convertible: the classic sport fisher, with a fighting chair, tuna tower and an air-conditioned salon '
      + 'for the ride home. Full-day trips reach the 12-Mile Bank.',
    maxGuests: 8, maxHours: 10, overGuests: 8, cruisingSpeedKnots: 24,
    pricing: pricing({ TWO_HOURS: 1400, FOUR_HOURS: 2400, SIX_HOURS: 3300, EIGHT_HOURS: 4200, TEN_HOURS: 5000, EACH_ADDITIONAL_HOUR: 475 }),
    boatingCheckList: checklist('fighting-chair', 'air-conditioned-cabin', 'marine-toilet', 'freshwater-shower', ...BASE_INCLUDED,
      'fishing-tackle', ...BASE_TO_BRING, 'seasickness-remedy'),
    activities: ['act-fishing-north-wall', 'act-fishing-twelve-mile-bank', 'act-stingray-city', 'act-coral-gardens'],
    regions: regionRefs(REGION.westBay, REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/reel-cayman.svg', secondaryImages: ['/images/boats/reel-cayman-anchored.svg', '/images/activities/fishing-twelve-mile-bank.svg'],
      size: 42, madeBy: 'Bertram', boatModel: '42 Convertible', boatCaptain: { name: 'Alden Tibbetts', phone: '+13459165027' },
    },
    lateMorningTimes: [], lateMorningFee: 0,
    additionalBioBayBoats: [],
    pickUpLocations: {
      main: dock(PUL.yachtClub, 'Sport-fishing dock, slip 12'),
      alternatives: [dock(PUL.morgansHarbour, 'Charter dock in front of Calypso Grill'), dock(PUL.barcadere, 'Fuel dock')],
    },
    access: ['primary'],
    rating: 4.8,
  },
  {
    _id: 'boat-seven-mile-star', calendarId: 'cal-seven-mile-star', countryId: COUNTRY_ID, urlTitle: 'seven-mile-star', name: 'Seven Mile Star',
    description:
      'A 45 ft sailing catamaran with trampolines at the bow and room for big parties. Sail along Seven Mile Beach, snorkel the '
      + 'Kittiwake and watch the sunset from the nets. Under sail she is unhurried: plan fewer stops.',
    maxGuests: 25, maxHours: 8, overGuests: 12, cruisingSpeedKnots: 12,
    pricing: pricing({ TWO_HOURS: 1500, THREE_HOURS: 1950, FOUR_HOURS: 2400, EACH_ADDITIONAL_HOUR: 450 }, [[13, 18, 40], [19, 25, 55]]),
    boatingCheckList: checklist('bimini-shade', 'sound-system', 'swim-ladder', 'freshwater-shower', 'marine-toilet', 'paddleboard',
      ...BASE_INCLUDED, 'snorkel-gear', 'towels', ...BASE_TO_BRING),
    activities: [...WEST_STOPS, 'act-stingray-city', 'act-coral-gardens', 'act-eden-rock'],
    regions: regionRefs(REGION.westBay, REGION.georgeTown),
    boatInfo: {
      mainImage: '/images/boats/seven-mile-star.svg', secondaryImages: ['/images/boats/seven-mile-star-anchored.svg', '/images/activities/kittiwake.svg'],
      size: 45, madeBy: 'Leopard Catamarans', boatModel: 'Leopard 45', boatCaptain: { name: 'Nigel Scott', phone: '+13459165028' },
    },
    lateMorningTimes: ['11:00', '12:00'], lateMorningFee: 20000,
    additionalBioBayBoats: [],
    pickUpLocations: {
      main: dock(PUL.safehaven, 'Outer T-dock'),
      alternatives: [dock(PUL.camanaBay, 'Harbour dock, end of the boardwalk'), dock(PUL.morgansHarbour, 'Fuel pier'), dock(PUL.sevenMileBeach, 'Tender to the beach')],
    },
    access: ['primary'],
    rating: 4.7,
  },
  {
    _id: 'boat-cayman-pearl', calendarId: 'cal-cayman-pearl', countryId: COUNTRY_ID, urlTitle: 'cayman-pearl', name: 'Cayman Pearl',
    description:
      'A 52 ft Azimut flybridge yacht with an air-conditioned salon, a sun pad on the bow and a hydraulic swim platform. '
      + 'Comfortable for a long day: Stingray City in the morning, lunch at Rum Point and the bio bay after dark.',
    maxGuests: 12, maxHours: 10, overGuests: 8, cruisingSpeedKnots: 24,
    pricing: pricing({ TWO_HOURS: 1900, FOUR_HOURS: 3200, SIX_HOURS: 4400, EIGHT_HOURS: 5600, EACH_ADDITIONAL_HOUR: 625 }, [[9, 12, 50]]),
    boatingCheckList: checklist('air-conditioned-cabin', 'sound-system', 'swim-ladder', 'freshwater-shower', 'marine-toilet', 'paddleboard',
      'water-mat', ...BASE_INCLUDED, 'snorkel-gear', 'stingray-squid', 'towels', ...BASE_TO_BRING),
    activities: [...NORTH_SOUND_STOPS, ...WEST_STOPS, ...GEORGE_TOWN_STOPS, BIO_BAY],
    regions: regionRefs(REGION.westBay, REGION.georgeTown, REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/cayman-pearl.svg', secondaryImages: ['/images/boats/cayman-pearl-anchored.svg', '/images/activities/dining-rum-point.svg'],
      size: 52, madeBy: 'Azimut', boatModel: '50 Flybridge', boatCaptain: { name: 'Lorna Jackson', phone: '+13459165029' },
    },
    lateMorningTimes: ['11:00', '12:00'], lateMorningFee: 25000,
    additionalBioBayBoats: BOTH_BIO_BAY_BOATS,
    pickUpLocations: {
      main: dock(PUL.yachtClub, 'Yacht basin, slip 3'),
      alternatives: [dock(PUL.camanaBay, 'Harbour dock, end of the boardwalk'), dock(PUL.royalWatler, 'Public landing steps'),
        dock(PUL.northTerminal, 'North landing steps'), dock(PUL.kaibo, 'End of the Kaibo dock')],
    },
    access: ['primary'],
    rating: 5,
  },
  {
    _id: 'boat-grand-lady', calendarId: 'cal-grand-lady', countryId: COUNTRY_ID, urlTitle: 'grand-lady', name: 'Grand Lady',
    description:
      'Our flagship: a 65 ft Sunseeker Manhattan with three decks, a crew of three and space for twenty. For celebrations, '
      + 'corporate days and cruise groups who want the best day of the voyage.',
    maxGuests: 20, maxHours: 10, overGuests: 12, cruisingSpeedKnots: 22,
    pricing: pricing({ TWO_HOURS: 2800, THREE_HOURS: 3800, FOUR_HOURS: 4700, SIX_HOURS: 6400, EIGHT_HOURS: 8000, EACH_ADDITIONAL_HOUR: 850 },
      [[13, 16, 60], [17, 20, 80]]),
    boatingCheckList: checklist('air-conditioned-cabin', 'sound-system', 'swim-ladder', 'freshwater-shower', 'marine-toilet', 'paddleboard',
      'water-mat', ...BASE_INCLUDED, 'snorkel-gear', 'stingray-squid', 'towels', ...BASE_TO_BRING),
    activities: [...NORTH_SOUND_STOPS, ...WEST_STOPS, ...GEORGE_TOWN_STOPS, BIO_BAY],
    regions: regionRefs(REGION.georgeTown, REGION.westBay, REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/grand-lady.svg', secondaryImages: ['/images/boats/grand-lady-anchored.svg', '/images/activities/seven-mile-reef.svg'],
      size: 65, madeBy: 'Sunseeker', boatModel: 'Manhattan 65', boatCaptain: { name: 'Captain Ivan Rankine', phone: '+13459165030' },
    },
    lateMorningTimes: ['11:00', '12:00'], lateMorningFee: 30000,
    additionalBioBayBoats: [{ _id: 'boat-starlight', calendarId: 'cal-starlight' }],
    pickUpLocations: {
      main: dock(PUL.camanaBay, 'Superyacht berth, east quay'),
      alternatives: [dock(PUL.royalWatler, 'Public landing steps'), dock(PUL.northTerminal, 'North landing steps'), dock(PUL.yachtClub, 'Yacht basin, slip 1')],
    },
    access: ['primary'],
    rating: 4.9,
  },
];
