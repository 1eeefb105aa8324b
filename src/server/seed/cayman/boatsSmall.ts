// The bio-bay skiffs and the centre consoles up to 32 ft.
import type { Boat } from '../../../domain/catalogue';
import { BIO_BAY, dock, EAST_STOPS, GEORGE_TOWN_STOPS, NORTH_SOUND_STOPS, pricing, regionRefs, WEST_STOPS } from './boatParts';
import { BASE_INCLUDED, BASE_TO_BRING, checklist } from './checklist';
import { COUNTRY_ID } from './country';
import { PUL } from './pickUpLocations';
import { REGION } from './regions';

const NO_LATE_MORNING = { lateMorningTimes: [] as string[], lateMorningFee: 0 };

export const smallBoats: Boat[] = [
  {
    _id: 'boat-moonglow', calendarId: 'cal-moonglow', countryId: COUNTRY_ID, urlTitle: 'moonglow', name: 'Moonglow',
    description:
      'A quiet, shallow-draft skiff that takes guests into the bioluminescent bay, where larger boats cannot go. Low sides make '
      + 'it easy to trail your hands in the glowing water.',
    maxGuests: 8, maxHours: 3, overGuests: 8, cruisingSpeedKnots: 18,
    pricing: pricing({ TWO_HOURS: 450, EACH_ADDITIONAL_HOUR: 200 }),
    boatingCheckList: checklist('captain', 'life-jackets', 'water-and-soft-drinks', 'swimsuit', 'seasickness-remedy'),
    activities: [BIO_BAY],
    regions: regionRefs(REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/moonglow.svg', secondaryImages: ['/images/activities/bio-bay.svg'], size: 22,
      madeBy: 'Carolina Skiff', boatModel: '218 DLV', boatCaptain: { name: 'Dwayne Ebanks', phone: '+13459165021' },
    },
    ...NO_LATE_MORNING,
    additionalBioBayBoats: [],
    pickUpLocations: { main: dock(PUL.kaibo, 'Kaibo bio-bay landing'), alternatives: [dock(PUL.rumPoint, 'Rum Point dock, north side')] },
    access: ['bioBayAccess'],
    rating: 4.9,
  },
  {
    _id: 'boat-starlight', calendarId: 'cal-starlight', countryId: COUNTRY_ID, urlTitle: 'starlight', name: 'Starlight',
    description:
      'Our second bio-bay boat: a shallow bay boat with a quiet four-stroke outboard and a guide who knows the bay’s '
      + 'darkest corners.',
    maxGuests: 10, maxHours: 3, overGuests: 10, cruisingSpeedKnots: 20,
    pricing: pricing({ TWO_HOURS: 500, EACH_ADDITIONAL_HOUR: 225 }),
    boatingCheckList: checklist('captain', 'life-jackets', 'water-and-soft-drinks', 'swimsuit', 'seasickness-remedy'),
    activities: [BIO_BAY],
    regions: regionRefs(REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/starlight.svg', secondaryImages: ['/images/activities/bio-bay.svg'], size: 23,
      madeBy: 'Key West Boats', boatModel: '239 FS', boatCaptain: { name: 'Marcia Bodden', phone: '+13459165022' },
    },
    ...NO_LATE_MORNING,
    additionalBioBayBoats: [],
    pickUpLocations: { main: dock(PUL.rumPoint, 'Rum Point dock, north side'), alternatives: [dock(PUL.kaibo, 'Kaibo bio-bay landing')] },
    access: ['bioBayAccess'],
    rating: 4.8,
  },
  {
    _id: 'boat-reef-hopper', calendarId: 'cal-reef-hopper', countryId: COUNTRY_ID, urlTitle: 'reef-hopper', name: 'Reef Hopper',
    description:
      'A nimble 25 ft centre console for couples and small families. Fast enough to fit Stingray City, Starfish Point and a '
      + 'reef snorkel into a short morning, with a bimini for shade and a ladder for easy swimming.',
    maxGuests: 6, maxHours: 6, overGuests: 6, cruisingSpeedKnots: 26,
    pricing: pricing({ TWO_HOURS: 650, THREE_HOURS: 900, FOUR_HOURS: 1150, EACH_ADDITIONAL_HOUR: 250 }),
    boatingCheckList: checklist('bimini-shade', 'sound-system', 'swim-ladder', ...BASE_INCLUDED, 'snorkel-gear', 'stingray-squid', ...BASE_TO_BRING),
    activities: [...NORTH_SOUND_STOPS, ...WEST_STOPS, BIO_BAY],
    regions: regionRefs(REGION.westBay, REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/reef-hopper.svg', secondaryImages: ['/images/boats/reef-hopper-anchored.svg', '/images/activities/stingray-city.svg'],
      size: 25, madeBy: 'Robalo', boatModel: 'R250 Center Console', boatCaptain: { name: 'Kirk Connolly', phone: '+13459165023' },
    },
    lateMorningTimes: ['11:00', '12:00'], lateMorningFee: 10000,
    additionalBioBayBoats: [{ _id: 'boat-moonglow', calendarId: 'cal-moonglow' }],
    pickUpLocations: {
      main: dock(PUL.morgansHarbour, 'Charter dock in front of Calypso Grill'),
      alternatives: [dock(PUL.safehaven, 'Main pontoon, slip B4'), dock(PUL.yachtClub, 'Transient dock'), dock(PUL.sevenMileBeach, 'On the sand by the pavilion')],
    },
    access: ['primary'],
    rating: 4.8,
  },
  {
    _id: 'boat-island-time', calendarId: 'cal-island-time', countryId: COUNTRY_ID, urlTitle: 'island-time', name: 'Island Time',
    description:
      'A dry-riding 30 ft Boston Whaler based at the east end. Ideal for the wild reefs at Colliers and Gun Bay, turtles off '
      + 'Spotts, or a run along the north coast to Rum Point for lunch.',
    maxGuests: 8, maxHours: 6, overGuests: 8, cruisingSpeedKnots: 28,
    pricing: pricing({ TWO_HOURS: 800, FOUR_HOURS: 1400, EACH_ADDITIONAL_HOUR: 300 }),
    boatingCheckList: checklist('bimini-shade', 'sound-system', 'swim-ladder', 'freshwater-shower', ...BASE_INCLUDED, 'snorkel-gear', ...BASE_TO_BRING),
    activities: [...EAST_STOPS, 'act-stingray-city', 'act-starfish-point', 'act-dining-rum-point', 'act-dining-kaibo'],
    regions: regionRefs(REGION.eastEnd, REGION.northSound),
    boatInfo: {
      mainImage: '/images/boats/island-time.svg', secondaryImages: ['/images/boats/island-time-anchored.svg', '/images/activities/colliers-reef.svg'],
      size: 30, madeBy: 'Boston Whaler', boatModel: '305 Conquest', boatCaptain: { name: 'Elvis McLaughlin', phone: '+13459165024' },
    },
    ...NO_LATE_MORNING,
    additionalBioBayBoats: [],
    pickUpLocations: {
      main: dock(PUL.morritts, 'Morritt’s dive dock'),
      alternatives: [dock(PUL.boddenTown, 'Public dock, east side'), dock(PUL.kaibo, 'End of the Kaibo dock'), dock(PUL.rumPoint, 'Rum Point dock, north side')],
    },
    access: ['primary'],
    rating: 4.7,
  },
  {
    _id: 'boat-blue-runner', calendarId: 'cal-blue-runner', countryId: COUNTRY_ID, urlTitle: 'blue-runner', name: 'Blue Runner',
    description:
      'A 32 ft Contender rigged for sport fishing: outriggers, live well and a captain who has fished Cayman waters for twenty '
      + 'years. Between bites it will happily run you to the sandbar or the Kittiwake.',
    maxGuests: 6, maxHours: 8, overGuests: 6, cruisingSpeedKnots: 28,
    pricing: pricing({ TWO_HOURS: 900, FOUR_HOURS: 1600, SIX_HOURS: 2200, EIGHT_HOURS: 2800, EACH_ADDITIONAL_HOUR: 325 }),
    boatingCheckList: checklist('bimini-shade', 'fighting-chair', 'marine-toilet', ...BASE_INCLUDED, 'fishing-tackle', 'snorkel-gear', ...BASE_TO_BRING, 'seasickness-remedy'),
    activities: ['act-fishing-north-wall', 'act-fishing-twelve-mile-bank', 'act-stingray-city', 'act-kittiwake', 'act-seven-mile-reef', ...GEORGE_TOWN_STOPS],
    regions: regionRefs(REGION.georgeTown, REGION.westBay),
    boatInfo: {
      mainImage: '/images/boats/blue-runner.svg', secondaryImages: ['/images/boats/blue-runner-anchored.svg', '/images/activities/fishing-north-wall.svg'],
      size: 32, madeBy: 'Contender', boatModel: '32 ST', boatCaptain: { name: 'Ronald Whittaker', phone: '+13459165025' },
    },
    ...NO_LATE_MORNING,
    additionalBioBayBoats: [],
    pickUpLocations: {
      main: dock(PUL.barcadere, 'Fuel dock'),
      alternatives: [dock(PUL.camanaBay, 'Harbour dock, end of the boardwalk'), dock(PUL.royalWatler, 'Public landing steps')],
    },
    access: ['primary'],
    rating: 4.9,
  },
];
