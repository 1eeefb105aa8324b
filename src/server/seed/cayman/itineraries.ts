// Suggested trips for each region: Short (2–3 h), Half Day (4–5 h) and Full Day (6–7 h).
import type { Itinerary } from '../../../domain/catalogue';
import { pickUpLocations, PUL } from './pickUpLocations';
import { REGION } from './regions';

type Draft = Omit<Itinerary, 'pickupLoc_id' | 'minTime' | 'maxTime'> & { pickUpId: string };

const HOURS = { SHORT: [2, 3], HALF_DAY: [4, 5], FULL_DAY: [6, 7] } as const;

const drafts: Draft[] = [
  {
    _id: 'itin-west-bay-short', regionId: REGION.westBay, length: 'SHORT', title: 'Kittiwake & Cemetery Reef',
    description: 'Board on Seven Mile Beach, snorkel over the deck of the USS Kittiwake, then drift along Cemetery Reef with the turtles.',
    image: '/images/activities/kittiwake.svg', price: 65000, pickUpId: PUL.sevenMileBeach,
    activities: ['act-kittiwake', 'act-cemetery-reef'], adventureUrlTitle: 'kittiwake-wreck',
  },
  {
    _id: 'itin-west-bay-half', regionId: REGION.westBay, length: 'HALF_DAY', title: 'Stingrays, Coral Gardens & Calypso Lunch',
    description: 'From Morgan’s Harbour to the Stingray City sandbar and Coral Gardens, then back to the harbour for lunch at Calypso Grill.',
    image: '/images/activities/stingray-city.svg', price: 115000, pickUpId: PUL.morgansHarbour,
    activities: ['act-stingray-city', 'act-coral-gardens', 'act-dining-calypso-grill'], adventureUrlTitle: 'stingray-city',
  },
  {
    _id: 'itin-west-bay-full', regionId: REGION.westBay, length: 'FULL_DAY', title: 'Best of the West Side',
    description: 'Stingray City and Coral Gardens in the calm of the morning, lunch at Calypso Grill, and an afternoon on the Kittiwake and the Seven Mile Beach reefs.',
    image: '/images/activities/seven-mile-reef.svg', price: 165000, pickUpId: PUL.morgansHarbour,
    activities: ['act-stingray-city', 'act-coral-gardens', 'act-dining-calypso-grill', 'act-kittiwake', 'act-seven-mile-reef'],
    adventureUrlTitle: 'seven-mile-beach-snorkel',
  },
  {
    _id: 'itin-george-town-short', regionId: REGION.georgeTown, length: 'SHORT', title: 'Cruise Day Reef Sampler',
    description: 'Straight from the cruise terminal to the grottos of Eden Rock and the patch reefs off Seven Mile Beach, back in good time for the tender.',
    image: '/images/activities/eden-rock.svg', price: 90000, pickUpId: PUL.royalWatler,
    activities: ['act-eden-rock', 'act-seven-mile-reef'], adventureUrlTitle: 'eden-rock',
  },
  {
    _id: 'itin-george-town-half', regionId: REGION.georgeTown, length: 'HALF_DAY', title: 'Stingray City from the Cruise Port',
    description: 'Round Northwest Point to the Stingray City sandbar, then snorkel the Kittiwake on the way back to George Town.',
    image: '/images/activities/stingray-city.svg', price: 160000, pickUpId: PUL.royalWatler,
    activities: ['act-stingray-city', 'act-kittiwake'], adventureUrlTitle: 'stingray-city',
  },
  {
    _id: 'itin-george-town-full', regionId: REGION.georgeTown, length: 'FULL_DAY', title: 'Offshore Fishing on the 12-Mile Bank',
    description: 'A full day of trolling for tuna, wahoo and marlin on the offshore bank west of George Town.',
    image: '/images/activities/fishing-twelve-mile-bank.svg', price: 235000, pickUpId: PUL.barcadere,
    activities: ['act-fishing-twelve-mile-bank'], adventureUrlTitle: 'deep-sea-fishing',
  },
  {
    _id: 'itin-north-sound-short', regionId: REGION.northSound, length: 'SHORT', title: 'Starfish Point & Kaibo',
    description: 'A short hop from Kaibo to the sea stars at Starfish Point, then back to the Kaibo dock for a drink on the sand.',
    image: '/images/activities/starfish-point.svg', price: 80000, pickUpId: PUL.kaibo,
    activities: ['act-starfish-point', 'act-dining-kaibo'], adventureUrlTitle: 'starfish-point',
  },
  {
    _id: 'itin-north-sound-half', regionId: REGION.northSound, length: 'HALF_DAY', title: 'Stingrays, Starfish & Rum Point Lunch',
    description: 'The classic North Sound half day: the sandbar, Starfish Point and lunch with a mudslide at Rum Point.',
    image: '/images/activities/dining-rum-point.svg', price: 140000, pickUpId: PUL.kaibo,
    activities: ['act-stingray-city', 'act-starfish-point', 'act-dining-rum-point'], adventureUrlTitle: 'rum-point-and-kaibo',
  },
  {
    _id: 'itin-north-sound-full', regionId: REGION.northSound, length: 'FULL_DAY', title: 'North Sound Day into Bio Bay Night',
    description: 'Stingray City, Coral Gardens and Starfish Point by day, dinner at Rum Point, then two hours in the glowing bioluminescent bay.',
    image: '/images/activities/bio-bay.svg', price: 465000, pickUpId: PUL.kaibo,
    activities: ['act-stingray-city', 'act-coral-gardens', 'act-starfish-point', 'act-dining-rum-point', 'act-bio-bay'],
    adventureUrlTitle: 'bioluminescent-bay',
  },
  {
    _id: 'itin-east-end-short', regionId: REGION.eastEnd, length: 'SHORT', title: 'Colliers Bay Snorkel',
    description: 'A relaxed snorkel in the clear lagoon inside the Colliers Bay reef, minutes from the Morritt’s dock.',
    image: '/images/activities/colliers-reef.svg', price: 80000, pickUpId: PUL.morritts,
    activities: ['act-colliers-reef'], adventureUrlTitle: 'east-end-reefs',
  },
  {
    _id: 'itin-east-end-half', regionId: REGION.eastEnd, length: 'HALF_DAY', title: 'East End Reefs & the Wreck of the Ten Sail',
    description: 'Snorkel Colliers Bay, then round the east end to the reef where the Ten Sail convoy was wrecked in 1794.',
    image: '/images/activities/ten-sail-reef.svg', price: 140000, pickUpId: PUL.morritts,
    activities: ['act-colliers-reef', 'act-ten-sail-reef'], adventureUrlTitle: 'east-end-reefs',
  },
  {
    _id: 'itin-east-end-full', regionId: REGION.eastEnd, length: 'FULL_DAY', title: 'Your Own East End Day',
    description: 'A whole day on the quiet side of the island, planned with your captain: reefs, turtles, fishing or a beach nobody else reaches.',
    image: '/images/places/region-east-end.svg', price: 200000, pickUpId: PUL.morritts,
    activities: [], adventureUrlTitle: null,
  },
];

export const itineraries: Itinerary[] = drafts.map(({ pickUpId, ...d }) => {
  const pickUp = pickUpLocations.find((p) => p._id === pickUpId);
  if (!pickUp) throw new Error(`Unknown pick-up ${pickUpId}`);
  const [minTime, maxTime] = HOURS[d.length];
  return { ...d, minTime, maxTime, pickupLoc_id: { _id: pickUp._id, coordinates: pickUp.coordinates } };
});
