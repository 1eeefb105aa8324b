// Marinas, docks, the cruise terminals and one beach where the captain meets guests.
import type { PickUpLocation } from '../../../domain/catalogue';
import { COUNTRY_ID } from './country';
import { mapsLink } from './mapsLink';
import { REGION } from './regions';

export const PUL = {
  royalWatler: 'pul-royal-watler',
  northTerminal: 'pul-north-terminal',
  barcadere: 'pul-barcadere-marina',
  camanaBay: 'pul-camana-bay',
  safehaven: 'pul-safehaven',
  yachtClub: 'pul-cayman-islands-yacht-club',
  morgansHarbour: 'pul-morgans-harbour',
  sevenMileBeach: 'pul-seven-mile-public-beach',
  kaibo: 'pul-kaibo',
  rumPoint: 'pul-rum-point',
  morritts: 'pul-morritts',
  boddenTown: 'pul-bodden-town',
} as const;

type Draft = Omit<PickUpLocation, 'countryId' | 'link'>;

const drafts: Draft[] = [
  {
    _id: PUL.royalWatler,
    pickupId: 'KY-PUL-01',
    regionIds: [REGION.georgeTown],
    name: 'Royal Watler Cruise Terminal, George Town',
    kind: 'CRUISE_TERMINAL',
    coordinates: { lat: 19.2952, lng: -81.3853 },
    instructions:
      'After the tender lands at the Royal Watler terminal, walk out through the terminal gates onto Harbour Drive and turn right. '
      + 'Your captain waits at the public landing steps beside the terminal with a sign showing your name. Bring your ship card and '
      + 'photo ID: you will need them to get back on board. Allow 1.5 hours between the end of the charter and the last tender.',
    image: '/images/places/pul-royal-watler.svg',
    price: 0,
  },
  {
    _id: PUL.northTerminal,
    pickupId: 'KY-PUL-02',
    regionIds: [REGION.georgeTown],
    name: 'North Terminal, George Town',
    kind: 'CRUISE_TERMINAL',
    coordinates: { lat: 19.2973, lng: -81.3849 },
    instructions:
      'Tenders from some ships land at the North Terminal, opposite Fort George. Walk out to Harbour Drive and look for the '
      + 'captain at the north landing steps, 100 m north of the terminal building. Keep your ship card with you.',
    image: '/images/places/pul-north-terminal.svg',
    price: 0,
  },
  {
    _id: PUL.barcadere,
    pickupId: 'KY-PUL-03',
    regionIds: [REGION.georgeTown, REGION.northSound],
    name: 'Barcadere Marina',
    kind: 'MARINA',
    coordinates: { lat: 19.314, lng: -81.3655 },
    instructions:
      'Barcadere Marina is on the North Sound side of George Town. Free parking is next to the fuel dock; the captain meets you '
      + 'at the fuel dock ten minutes before departure. Taxis from Seven Mile Beach take about 10 minutes.',
    image: '/images/places/pul-barcadere-marina.svg',
    price: 0,
  },
  {
    _id: PUL.camanaBay,
    pickupId: 'KY-PUL-04',
    regionIds: [REGION.georgeTown, REGION.westBay, REGION.northSound],
    name: 'Camana Bay Harbour Dock',
    kind: 'DOCK',
    coordinates: { lat: 19.3236, lng: -81.3692 },
    instructions:
      'Park in the Camana Bay garages (the first hour is free) and walk east along the Paseo to the harbour front. The charter '
      + 'dock is at the end of the boardwalk, beside the water taxi landing.',
    image: '/images/places/pul-camana-bay.svg',
    price: 0,
  },
  {
    _id: PUL.safehaven,
    pickupId: 'KY-PUL-05',
    regionIds: [REGION.westBay, REGION.northSound],
    name: 'Safehaven Marina',
    kind: 'MARINA',
    coordinates: { lat: 19.3362, lng: -81.3626 },
    instructions:
      'Turn off West Bay Road at Safehaven Drive and follow the signs to the marina. The captain meets you on the main pontoon; '
      + 'guests staying at the Ritz-Carlton can walk across in five minutes.',
    image: '/images/places/pul-safehaven.svg',
    price: 0,
  },
  {
    _id: PUL.yachtClub,
    pickupId: 'KY-PUL-06',
    regionIds: [REGION.westBay, REGION.northSound],
    name: 'Cayman Islands Yacht Club, Governor’s Harbour',
    kind: 'MARINA',
    coordinates: { lat: 19.3457, lng: -81.3617 },
    instructions:
      'Enter Governor’s Harbour from West Bay Road and follow Yacht Drive to the club. Check in at the dock office; the captain '
      + 'collects you at the transient dock. A small marina fee applies and is included in the price.',
    image: '/images/places/pul-cayman-islands-yacht-club.svg',
    price: 2500,
  },
  {
    _id: PUL.morgansHarbour,
    pickupId: 'KY-PUL-07',
    regionIds: [REGION.westBay, REGION.northSound],
    name: 'Morgan’s Harbour Marina, West Bay',
    kind: 'MARINA',
    coordinates: { lat: 19.3745, lng: -81.3788 },
    instructions:
      'Morgan’s Harbour is at the end of Batabano Road in West Bay, next to Calypso Grill. Parking is free along the seawall. '
      + 'Meet the captain at the charter dock in front of the restaurant.',
    image: '/images/places/pul-morgans-harbour.svg',
    price: 0,
  },
  {
    _id: PUL.sevenMileBeach,
    pickupId: 'KY-PUL-08',
    regionIds: [REGION.westBay],
    name: 'Seven Mile Public Beach (beach pick-up)',
    kind: 'BEACH',
    coordinates: { lat: 19.3418, lng: -81.3834 },
    instructions:
      'The boat noses onto the sand in front of the Seven Mile Public Beach pavilion; expect to wade in knee-deep water to board. '
      + 'Beach pick-ups need calm seas: if the west side is rough the captain moves your pick-up to Safehaven Marina and calls you.',
    image: '/images/places/pul-seven-mile-public-beach.svg',
    price: 5000,
  },
  {
    _id: PUL.kaibo,
    pickupId: 'KY-PUL-09',
    regionIds: [REGION.northSound],
    name: 'Kaibo Yacht Club Dock',
    kind: 'DOCK',
    coordinates: { lat: 19.3585, lng: -81.2788 },
    instructions:
      'Kaibo is on Water Cay Road, about 45 minutes’ drive from George Town. Park at the restaurant and walk to the end of the '
      + 'Kaibo dock, where the captain meets you.',
    image: '/images/places/pul-kaibo.svg',
    price: 0,
  },
  {
    _id: PUL.rumPoint,
    pickupId: 'KY-PUL-10',
    regionIds: [REGION.northSound],
    name: 'Rum Point Dock',
    kind: 'DOCK',
    coordinates: { lat: 19.3728, lng: -81.2737 },
    instructions:
      'Drive to the end of Rum Point Drive and park at the Rum Point Club. The charter dock is to the left of the beach bar; '
      + 'the captain waits at the end of it.',
    image: '/images/places/pul-rum-point.svg',
    price: 0,
  },
  {
    _id: PUL.morritts,
    pickupId: 'KY-PUL-11',
    regionIds: [REGION.eastEnd],
    name: 'Morritt’s Dock, Colliers, East End',
    kind: 'DOCK',
    coordinates: { lat: 19.3338, lng: -81.0826 },
    instructions:
      'Morritt’s is on Queen’s Highway at Colliers, East End. Park in the resort’s day-guest lot and walk to the dive dock behind '
      + 'the pool bar. The captain meets you there.',
    image: '/images/places/pul-morritts.svg',
    price: 0,
  },
  {
    _id: PUL.boddenTown,
    pickupId: 'KY-PUL-12',
    regionIds: [REGION.eastEnd],
    name: 'Bodden Town Public Dock',
    kind: 'DOCK',
    coordinates: { lat: 19.2764, lng: -81.2496 },
    instructions:
      'The public dock is on Bodden Town Road, opposite the Mission House turning. Roadside parking is free. The south coast can '
      + 'be choppy: wear shoes with grip for stepping aboard.',
    image: '/images/places/pul-bodden-town.svg',
    price: 0,
  },
];

export const pickUpLocations: PickUpLocation[] = drafts.map((d) => ({ ...d, countryId: COUNTRY_ID, link: mapsLink(d.coordinates) }));
