// The four boating regions of Grand Cayman a trip starts from.
import type { Region } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';

export const REGION = {
  westBay: 'region-west-bay',
  georgeTown: 'region-george-town',
  northSound: 'region-north-sound',
  eastEnd: 'region-east-end',
} as const;

export const regions: Region[] = [
  {
    _id: REGION.westBay,
    countryId: COUNTRY_ID,
    name: 'West Bay & Seven Mile Beach',
    urlTitle: 'west-bay-seven-mile-beach',
    description:
      'The island’s busy west side: the reefs and the Kittiwake wreck off Seven Mile Beach, Morgan’s Harbour and the marinas on the '
      + 'North Sound shore of the peninsula, a short run from Stingray City.',
    image: '/images/places/region-west-bay.svg',
    coordinates: { lat: 19.362, lng: -81.386 },
    email: 'westbay@caymancharters.ky',
    phone: '+13459497246',
  },
  {
    _id: REGION.georgeTown,
    countryId: COUNTRY_ID,
    name: 'George Town & Camana Bay',
    urlTitle: 'george-town-camana-bay',
    description:
      'The capital and cruise port. Boats meet guests at the Royal Watler and North cruise terminals, at Camana Bay and at '
      + 'Barcadere Marina; Eden Rock and the harbour reefs lie minutes away.',
    image: '/images/places/region-george-town.svg',
    coordinates: { lat: 19.295, lng: -81.381 },
    email: 'georgetown@caymancharters.ky',
    phone: '+13459497247',
  },
  {
    _id: REGION.northSound,
    countryId: COUNTRY_ID,
    name: 'North Sound, Rum Point & Kaibo',
    urlTitle: 'north-sound-rum-point-kaibo',
    description:
      'The calm, shallow lagoon behind the north barrier reef: Stingray City, Starfish Point, Coral Gardens, lunch at Rum Point '
      + 'or Kaibo and, after dark, the bioluminescent bay.',
    image: '/images/places/region-north-sound.svg',
    coordinates: { lat: 19.35, lng: -81.31 },
    email: 'northsound@caymancharters.ky',
    phone: '+13459497248',
  },
  {
    _id: REGION.eastEnd,
    countryId: COUNTRY_ID,
    name: 'East End & Bodden Town',
    urlTitle: 'east-end-bodden-town',
    description:
      'The quiet side of the island: wild reefs at Colliers Bay and Gun Bay, the Wreck of the Ten Sail and deep water close to '
      + 'shore for fishing. Boats leave from Morritt’s and the Bodden Town dock.',
    image: '/images/places/region-east-end.svg',
    coordinates: { lat: 19.31, lng: -81.11 },
    email: 'eastend@caymancharters.ky',
    phone: '+13459497249',
  },
];
